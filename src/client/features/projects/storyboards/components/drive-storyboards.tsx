import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { canEditStoryboard } from '#shared/projects/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { driveStoryboardBodySchema } from '#shared/projects/storyboards/drive-storyboards.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useLinkDriveStoryboard, useUnlinkDriveStoryboard } from '../api/drive-storyboards.ts';

/**
 * Spec §3, §9 meta version 1: the storyboards are drawn on the cloud drive, so the page lists their
 * links (opened in a new tab) instead of the built-in storyboard; storyboard editors link and unlink them.
 */
export const DriveStoryboards = ({ project }: { project: ProjectView }) => {
  const mayEdit = canEditStoryboard(getCurrentUser());
  const link = useLinkDriveStoryboard(project._id);
  const unlink = useUnlinkDriveStoryboard(project._id);
  const [webLink, setWebLink] = useState('');
  const parsed = driveStoryboardBodySchema.safeParse({ webLink });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('storyboards.title')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('storyboards.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('storyboards.hint')}
        </Text>
        {project.storyboards.length === 0 ? (
          <Text size="sm">{t('storyboards.none')}</Text>
        ) : (
          <Stack gap={6} role="list" aria-label={t('storyboards.title')}>
            {project.storyboards.map((storyboard, index) => (
              <Group key={storyboard.id} gap="xs" wrap="nowrap" role="listitem">
                <Anchor
                  href={storyboard.webLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t('storyboards.open', { number: index + 1 })}
                </Anchor>
                <Text size="xs" c="dimmed" truncate style={{ flex: 1, minWidth: 0 }}>
                  {storyboard.webLink}
                </Text>
                {mayEdit ? (
                  <Tooltip label={t('storyboards.remove', { number: index + 1 })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('storyboards.remove', { number: index + 1 })}
                      disabled={unlink.isPending}
                      onClick={() =>
                        confirmAction(t('storyboards.removeConfirm', { number: index + 1 }), () =>
                          unlink.mutate(storyboard.id),
                        )
                      }
                    >
                      ×
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
        {mayEdit ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (parsed.success) link.mutate(parsed.data, { onSuccess: () => setWebLink('') });
            }}
          >
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('storyboards.linkLabel')}
                placeholder="https://"
                value={webLink}
                onChange={(event) => setWebLink(event.currentTarget.value)}
                style={{ flex: '1 1 240px' }}
              />
              <Button type="submit" disabled={!parsed.success || link.isPending} loading={link.isPending}>
                {t('storyboards.link')}
              </Button>
            </Group>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
};
