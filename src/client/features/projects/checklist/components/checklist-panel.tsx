import { Anchor, Checkbox, Group, Progress, Stack } from '@mantine/core';
import { can } from '#shared/users/permissions.ts';
import { checklistGuidePath, checklistItems } from '#shared/projects/checklist.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useCheckChecklistItem } from '../api/check-checklist-item.ts';

/** Spec §3 checklist: the ten production steps, ticked per project by project managers. */
export const ChecklistPanel = ({ project }: { project: ProjectView }) => {
  const checkItem = useCheckChecklistItem(project._id);
  const editable = can(getCurrentUser(), 'editChecklist');
  return (
    <Stack gap="xs">
      <Progress value={project.progress} size="sm" aria-label={t('projects.progress', { value: project.progress })} />
      {checklistItems.map((item) => (
        <Group key={item} justify="space-between" wrap="nowrap">
          <Checkbox
            label={t(`checklist.${item}`)}
            checked={project.checklist[item] ?? false}
            disabled={!editable}
            onChange={(event) => checkItem.mutate({ item, done: event.currentTarget.checked })}
          />
          <Anchor
            href={checklistGuidePath(item)}
            target="_blank"
            rel="noopener"
            size="sm"
            aria-label={`${t('checklist.guide')}: ${t(`checklist.${item}`)}`}
          >
            {t('checklist.guide')}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
};
