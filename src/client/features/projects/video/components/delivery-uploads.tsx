import { useState } from 'react';
import { Badge, Button, FileButton, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { maxUploadMb } from '#shared/files/constants.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { deliverySlotKinds, deliverySlots, type DeliverySlot } from '#shared/projects/video/delivery.ts';
import { videoDeliveryOf } from '#shared/projects/video/video.ts';
import { t } from '../../texts.ts';
import { useUploadDeliveredFile } from '../api/upload-delivered-file.ts';
import { ReviewVideosPanel } from '../../review/components/review-videos-panel.tsx';

const accepted = {
  video: 'video/mp4,video/webm,video/quicktime',
  audio: 'audio/mpeg,audio/wav,audio/mp4,audio/x-m4a',
} as const;

const storedKey: Record<
  DeliverySlot,
  'videoPreview' | 'videoWatermarked' | 'videoFull' | 'deliveredVoice' | 'deliveredMusic'
> = {
  preview: 'videoPreview',
  watermarked: 'videoWatermarked',
  full: 'videoFull',
  voice: 'deliveredVoice',
  music: 'deliveredMusic',
};

/**
 * The settings group where project managers upload what the client receives, for the project and
 * for each extension version (decision 065); the server checks the type from the bytes.
 */
export const DeliveryUploads = ({ project }: { project: ProjectView }) => {
  const [version, setVersion] = useState('original');
  const [busy, setBusy] = useState<DeliverySlot | null>(null);
  const upload = useUploadDeliveredFile(project._id);
  const delivery = videoDeliveryOf(project, version) ?? project;
  const send = (slot: DeliverySlot, file: File | null) => {
    if (!file) return;
    setBusy(slot);
    upload.mutate({ slot, version, file }, { onSettled: () => setBusy(null) });
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('delivery.help', { size: maxUploadMb })}
      </Text>
      {project.versions.length > 0 ? (
        <NativeSelect
          label={t('delivery.for')}
          value={version}
          onChange={(event) => setVersion(event.currentTarget.value)}
          data={[
            { value: 'original', label: t('project.original') },
            ...project.versions.map((entry) => ({ value: entry.id, label: entry.title })),
          ]}
          w={260}
        />
      ) : null}
      {deliverySlots.map((slot) => {
        const present = delivery[storedKey[slot]] !== null;
        return (
          <Group key={slot} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end">
                {t(`delivery.slot.${slot}`)}
              </Text>
              <Badge size="sm" variant="light" color={present ? 'green' : 'gray'}>
                {t(present ? 'delivery.present' : 'delivery.missing')}
              </Badge>
            </Group>
            <FileButton onChange={(file) => send(slot, file)} accept={accepted[deliverySlotKinds[slot]]}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  loading={busy === slot}
                  disabled={busy !== null && busy !== slot}
                  aria-label={`${t(present ? 'delivery.replace' : 'delivery.upload')}: ${t(`delivery.slot.${slot}`)}`}
                >
                  {t(present ? 'delivery.replace' : 'delivery.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        );
      })}
      <ReviewVideosPanel projectId={project._id} version={version} />
    </Stack>
  );
};
