import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { duplicateTitleDefault } from '#shared/projects/schemas.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';
import { useDuplicateProject } from '../api/duplicate-project.ts';
import { useSetListedBy } from '../api/set-listed-by.ts';
import { useSetProjectType } from '../api/set-project-type.ts';
import { useToggleProjectFlag } from '../api/toggle-project-flag.ts';
import { useTrashProject } from '../api/trash-project.ts';

const DotsIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

const DuplicateModal = ({ project, onClose }: { project: ProjectView; onClose: () => void }) => {
  const [title, setTitle] = useState(duplicateTitleDefault(project.title));
  const duplicate = useDuplicateProject(project._id);
  const navigate = useNavigate();
  const blank = title.trim() === '';
  return (
    <Modal opened onClose={onClose} title={t('project.duplicate')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (blank) return;
          duplicate.mutate(
            { title: title.trim() },
            {
              onSuccess: (response) => {
                onClose();
                if (response.project) void navigate(`/projects/${response.project._id}/scenes`);
              },
            },
          );
        }}
      >
        <TextInput
          label={t('project.duplicateTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={blank ? t('projects.duplicateTitleRequired') : null}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={blank} loading={duplicate.isPending}>
            {t('project.duplicate')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};

/** Spec §6 admin project menu: My Projects, priority, type, hold, duplicate, trash. */
export const ProjectMenu = ({ project }: { project: ProjectView }) => {
  const user = getCurrentUser();
  const setListedBy = useSetListedBy(project._id);
  const toggleFlag = useToggleProjectFlag(project._id);
  const setType = useSetProjectType(project._id);
  const trash = useTrashProject(project._id);
  const [duplicating, setDuplicating] = useState(false);
  if (!user || !can(user, 'useProjectMenu')) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('project.menu')}>
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setListedBy.mutate({ userId: user._id })}>
            {project.listed ? t('project.removeFromMyList') : t('project.addToMyList')}
          </Menu.Item>
          <Menu.Item onClick={() => toggleFlag.mutate({ update: 'starred' })}>
            {project.starred ? t('project.removePriority') : t('project.markPriority')}
          </Menu.Item>
          <Menu.Item onClick={() => setType.mutate({ type: project.internal ? 'client' : 'internal' })}>
            {project.internal ? t('project.makeClient') : t('project.makeInternal')}
          </Menu.Item>
          <Menu.Item onClick={() => toggleFlag.mutate({ update: 'onhold' })}>
            {project.onhold ? t('project.resume') : t('project.hold')}
          </Menu.Item>
          <Menu.Item onClick={() => setDuplicating(true)}>{t('project.duplicate')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color={project.deleted ? undefined : 'red'}
            onClick={() =>
              confirmAction(
                t(project.deleted ? 'project.confirmRestore' : 'project.confirmTrash', { title: project.title }),
                () => trash.mutate({ trash: !project.deleted }),
                project.deleted ? t('project.restore') : t('project.trash'),
              )
            }
          >
            {project.deleted ? t('project.restore') : t('project.trash')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {duplicating && <DuplicateModal project={project} onClose={() => setDuplicating(false)} />}
    </>
  );
};
