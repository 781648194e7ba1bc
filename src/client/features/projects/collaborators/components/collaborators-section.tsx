import { useRef, useState } from 'react';
import { ActionIcon, Avatar, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { can } from '#shared/users/permissions.ts';
import { canChangeCollaborators } from '#shared/projects/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { LevelBadge } from '#client/components/level-badge.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useAddCollaborator } from '../api/add-collaborator.ts';
import { useRemoveCollaborator } from '../api/remove-collaborator.ts';
import { toProjectRecord } from '../../project-record.ts';

const CrossIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden="true"
  >
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const CollaboratorsSection = ({ project }: { project: ProjectView }) => {
  const user = getCurrentUser();
  const addCollaborator = useAddCollaborator(project._id);
  const removeCollaborator = useRemoveCollaborator(project._id);
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const mayChange = canChangeCollaborators(user, toProjectRecord(project));
  const mayAddSelf =
    user !== null && can(user, 'addSelfAsCollaborator') && !project.collabs.some((collab) => collab._id === user._id);

  const add = (address: string) => {
    // Spec §5: an empty e-mail keeps the focus in the input.
    if (address.trim() === '') {
      emailRef.current?.focus();
      return;
    }
    addCollaborator.mutate({ email: address.trim() }, { onSuccess: () => setEmail('') });
  };

  return (
    <Stack gap="md" maw={560}>
      {project.collabs.length === 0 ? (
        <Text c="dimmed">{t('collabs.none')}</Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('collabs.title')}>
          {project.collabs.map((collab) => (
            <Group key={collab._id} justify="space-between" role="listitem">
              <Group gap="sm">
                <Avatar src={collab.picture} alt={collab.name} radius="xl" size="sm" />
                <Text size="sm">{collab.name}</Text>
                <LevelBadge level={collab.level} />
              </Group>
              {mayChange && (
                <Tooltip label={t('collabs.remove', { name: collab.name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('collabs.remove', { name: collab.name })}
                    onClick={() => removeCollaborator.mutate(collab._id)}
                  >
                    <CrossIcon />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {mayChange && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add(email);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              ref={emailRef}
              type="email"
              label={t('collabs.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={addCollaborator.isPending}>
              {t('collabs.add')}
            </Button>
          </Group>
        </form>
      )}
      {mayAddSelf && user && (
        <Button variant="light" onClick={() => add(user.email)} w="fit-content">
          {t('collabs.addMe')}
        </Button>
      )}
    </Stack>
  );
};
