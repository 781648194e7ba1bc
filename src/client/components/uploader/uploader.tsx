import '@mantine/dropzone/styles.css';
import { useMemo, useRef, useState } from 'react';
import { Group, Image, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { generalUploadLimits, maxUploadBytes, maxUploadMb } from '#shared/files/constants.ts';
import { ApiError, apiUpload } from '#client/lib/api-client.ts';
import { t } from '#client/lib/page-data.ts';
import { showToast } from '#client/lib/toasts.ts';
import { createTaskQueue } from '#shared/app/task-queue.ts';

export interface UploaderProps<T> {
  endpoint: string;
  /** Files accepted in one selection. */
  maxFiles?: number;
  /** Uploads running at once; the rest wait their turn. */
  parallel?: number;
  /** MIME types or patterns such as image/*; everything when left out. */
  accept?: string[];
  label?: string;
  /** The picture to show beside a finished upload, if it has one. */
  previewOf: (response: T) => string | null;
  onUploaded?: (response: T) => void;
  /** Toast the server's message after each upload (spec §8: 'Profile picture updated'). */
  notifySuccess?: boolean;
}

type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

interface UploadRow {
  id: number;
  name: string;
  progress: number;
  status: UploadStatus;
  error: string | null;
  preview: string | null;
}

const rejectionMessage = (rejection: FileRejection, maxFiles: number): string => {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return t('files.tooLarge', { name: rejection.file.name, maxMb: maxUploadMb });
  if (code === 'too-many-files') return t('files.tooMany', { maxFiles });
  if (code === 'file-invalid-type') return t('files.wrongType', { name: rejection.file.name });
  return rejection.errors[0]?.message ?? t('files.uploadFailed');
};

const UploadRowView = ({ row }: { row: UploadRow }) => (
  <Group gap="sm" wrap="nowrap" data-testid="upload-row" data-status={row.status}>
    {row.preview ? (
      <Image src={row.preview} alt={row.name} w={48} h={48} radius="sm" fit="cover" />
    ) : (
      <ThemeIcon variant="light" size={48} radius="sm" aria-hidden="true">
        <Text size="xs" fw={700}>
          {row.name.split('.').pop()?.slice(0, 4).toUpperCase() || t('files.fileBadge')}
        </Text>
      </ThemeIcon>
    )}
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end">
          {row.name}
        </Text>
        <Text size="xs" c={row.status === 'error' ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {row.status === 'queued' && t('files.queued')}
          {row.status === 'uploading' && `${Math.round(row.progress * 100)}%`}
          {row.status === 'done' && t('files.done')}
        </Text>
      </Group>
      {row.status === 'error' ? (
        <Text size="xs" c="red" role="alert">
          {row.error}
        </Text>
      ) : (
        <Progress
          value={row.progress * 100}
          size="sm"
          color={row.status === 'done' ? 'teal' : 'blue'}
          aria-label={row.name}
          animated={row.status === 'uploading'}
        />
      )}
    </Stack>
  </Group>
);

/** The one uploader: drop or choose files, see each one's progress, at most `parallel` uploads at once. */
export const Uploader = <T,>({
  endpoint,
  maxFiles = generalUploadLimits.maxFiles,
  parallel = generalUploadLimits.parallel,
  accept,
  label,
  previewOf,
  onUploaded,
  notifySuccess = false,
}: UploaderProps<T>) => {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextRowId = useRef(0);
  const runLimited = useMemo(() => createTaskQueue(parallel), [parallel]);
  const update = (id: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  const upload = (file: File, id: number) =>
    runLimited(async () => {
      update(id, { status: 'uploading' });
      try {
        const response = await apiUpload<T>(endpoint, file, {
          onProgress: (progress) => update(id, { progress }),
          failureMessage: t('files.uploadFailed'),
          notifySuccess,
        });
        update(id, { status: 'done', progress: 1, preview: previewOf(response) });
        onUploaded?.(response);
      } catch (error) {
        // The API client has toasted 'Error uploading file'; the row keeps the reason.
        update(id, { status: 'error', error: error instanceof ApiError ? error.message : t('common.unexpectedError') });
      }
    });

  const onDrop = (files: File[]) => {
    if (files.length === 0) return;
    const added = files.map((file) => ({
      file,
      row: {
        id: nextRowId.current++,
        name: file.name,
        progress: 0,
        status: 'queued' as const,
        error: null,
        preview: null,
      },
    }));
    setRows((current) => [...added.map(({ row }) => row), ...current]);
    showToast('info', t('files.uploadStarted'));
    for (const { file, row } of added) void upload(file, row.id);
  };

  const onReject = (rejections: FileRejection[]) => {
    const messages = new Set(rejections.map((rejection) => rejectionMessage(rejection, maxFiles)));
    for (const message of messages) showToast('error', message);
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxSize={maxUploadBytes}
        maxFiles={maxFiles}
        multiple={maxFiles > 1}
        accept={accept}
        aria-label={label ?? t('files.dropHere')}
      >
        <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={500}>{label ?? t('files.dropHere')}</Text>
          <Text size="sm" c="dimmed">
            {t('files.limits', { maxFiles, maxMb: maxUploadMb })}
          </Text>
        </Stack>
      </Dropzone>
      {rows.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            {rows.map((row) => (
              <UploadRowView key={row.id} row={row} />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
};
