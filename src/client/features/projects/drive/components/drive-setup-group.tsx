import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Checkbox, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { driveProgressMaxErrors } from '#shared/app/limits.ts';
import { canSetUpDrive, isDriveSetupComplete } from '#shared/projects/drive/drive.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { showToast } from '#client/lib/toasts.ts';
import { projectKeys } from '../../api/project-keys.ts';
import { useDriveProgress } from '../api/get-drive-progress.ts';
import { useLinkDriveFolder } from '../api/link-drive-folder.ts';
import { useStartDriveSetup } from '../api/start-drive-setup.ts';
import { t } from '../texts.ts';

/** The setup's log while it grows, then how it ended (spec §4: 'Complete.', or polling gave up). */
const SetupProgress = ({ projectId, setupId }: { projectId: string; setupId: string }) => {
  const queryClient = useQueryClient();
  const progress = useDriveProgress(setupId);
  const log = progress.data?.log ?? '';
  const complete = isDriveSetupComplete(log);
  const failed = progress.data?.status === 'failed';
  const gaveUp = progress.errorUpdateCount > driveProgressMaxErrors;
  useEffect(() => {
    if (!complete) return;
    showToast('success', t('drive.complete'));
    // The title bar shows the new folder link from the project's own query.
    void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) });
  }, [complete, projectId, queryClient]);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('drive.progress')}
      </Text>
      {/* Wrapped, so a long folder name never widens the page on a phone. */}
      <Code block data-testid="drive-log" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {log.trim() || t('drive.waiting')}
      </Code>
      {complete && <Alert color="green">{t('drive.complete')}</Alert>}
      {failed && <Alert color="red">{t('drive.failed')}</Alert>}
      {gaveUp && !complete && (
        <Alert color="yellow">{t('drive.stoppedPolling', { count: progress.errorUpdateCount })}</Alert>
      )}
    </Stack>
  );
};

/**
 * Spec §2 Cloud Drive Setup: start the setup after ticking the confirmation (spec §5), watch its log,
 * or link a folder that already exists (decision 067).
 */
export const DriveSetupGroup = ({ project }: { project: ProjectView }) => {
  const start = useStartDriveSetup(project._id);
  const link = useLinkDriveFolder(project._id);
  const [confirmed, setConfirmed] = useState(false);
  const [setupId, setSetupId] = useState<string | null>(null);
  const [folderUrl, setFolderUrl] = useState(project.gdriveFolder ?? '');
  if (!canSetUpDrive(getCurrentUser())) return null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('drive.intro')}
      </Text>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('drive.currentFolder')}:
        </Text>
        {project.gdriveFolder ? (
          <Anchor
            size="sm"
            href={project.gdriveFolder}
            target="_blank"
            rel="noopener noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {project.gdriveFolder}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('drive.noFolder')}
          </Text>
        )}
      </Group>
      <Stack gap="xs">
        <Checkbox
          label={t('drive.confirm')}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
        <Group>
          <Button
            disabled={!confirmed}
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: (answer) => {
                  setConfirmed(false);
                  setSetupId(answer.setupId);
                },
              })
            }
          >
            {t('drive.start')}
          </Button>
        </Group>
      </Stack>
      {setupId && <SetupProgress key={setupId} projectId={project._id} setupId={setupId} />}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          link.mutate({ folderUrl: folderUrl.trim() });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('drive.linkLabel')}
            description={t('drive.linkHint')}
            inputMode="url"
            placeholder="https://"
            value={folderUrl}
            onChange={(event) => setFolderUrl(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" variant="default" disabled={folderUrl.trim() === ''} loading={link.isPending}>
            {t('drive.linkAction')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
};
