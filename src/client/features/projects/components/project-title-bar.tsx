import { useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Anchor, Group, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { can } from '#shared/users/permissions.ts';
import { isPm } from '#shared/users/levels.ts';
import { canRenameProject } from '#shared/projects/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { projectTitleChange } from '#shared/projects/schemas.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';
import { useRenameProject } from '../api/rename-project.ts';
import { toProjectRecord } from '../project-record.ts';

const PencilIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
);

const TitleEditor = ({ project, onDone }: { project: ProjectView; onDone: () => void }) => {
  const [value, setValue] = useState(project.title);
  const rename = useRenameProject(project._id);
  const save = () => {
    const title = projectTitleChange(project.title, value);
    onDone();
    // Spec §5: an unchanged title sends nothing; a blank one keeps the old title.
    if (title === null) return;
    rename.mutate({ title });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      style={{ flex: 1, maxWidth: 520 }}
    >
      <TextInput
        aria-label={t('project.editTitle')}
        value={value}
        autoFocus
        size="md"
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
      />
    </form>
  );
};

/** Spec §2 title bar: title with inline edit, counts, comments, menu, drive link, No PM warning. */
export const ProjectTitleBar = ({ project, actions }: { project: ProjectView; actions?: ReactNode }) => {
  const user = getCurrentUser();
  const [editing, setEditing] = useState(false);
  const mayRename = canRenameProject(user, toProjectRecord(project));
  const hasPm = project.collabs.some(isPm);
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb={4}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          {editing ? (
            <TitleEditor project={project} onDone={() => setEditing(false)} />
          ) : (
            <>
              <Title order={2} lineClamp={2} fz={{ base: 'h3', sm: 'h2' }}>
                {project.title}
              </Title>
              {mayRename && (
                <Tooltip label={t('project.editTitle')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('project.editTitle')}
                    onClick={() => setEditing(true)}
                  >
                    <PencilIcon />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      </Group>
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {t(project.sceneCount === 1 ? 'project.sceneCountOne' : 'project.sceneCount', { count: project.sceneCount })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="project-word-count">
          {t(project.wordCount === 1 ? 'project.wordCountOne' : 'project.wordCount', { count: project.wordCount })}
        </Text>
        {can(user, 'viewDriveFolderLink') && project.gdriveFolder && (
          <Anchor size="sm" href={project.gdriveFolder} target="_blank" rel="noopener noreferrer">
            {t('project.driveFolder')}
          </Anchor>
        )}
      </Group>
      {can(user, 'seeNoPmWarning') && !hasPm && (
        <Alert color="yellow" variant="light" mt="sm" py={6}>
          {t('project.noPm')}
        </Alert>
      )}
    </div>
  );
};
