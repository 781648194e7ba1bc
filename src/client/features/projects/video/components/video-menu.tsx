import { useState } from 'react';
import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { canSeeVideoMenu } from '#shared/projects/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { shownPreview } from '#shared/projects/video/delivery.ts';
import { videoDeliveryOf, videoDownloadBlock } from '#shared/projects/video/video.ts';
import { can } from '#shared/users/permissions.ts';
import { Gallery } from '#client/components/gallery/gallery.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useDownloadVideo } from '../api/download-video.ts';
import { toProjectRecord } from '../../project-record.ts';
import { videoGalleryItem } from './video-gallery.ts';

const Chevron = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 9l6 6 6-6" />
  </svg>
);

const DownloadIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </svg>
);

const WatchIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M8 5l11 7-11 7z" />
  </svg>
);

/**
 * Spec §2 video menu with download, for collaborators and power users: Download opens once the
 * shown version is purchased and its full video exists, and says why until then (decision 042).
 * Before purchase only the watermarked preview is offered; project managers also download the
 * delivered voice and music (spec §6).
 */
export const VideoMenu = ({ project, version }: { project: ProjectView; version: string }) => {
  const user = getCurrentUser();
  const record = toProjectRecord(project);
  const delivery = videoDeliveryOf(project, version);
  const download = useDownloadVideo(project._id, version);
  const [watching, setWatching] = useState(false);
  if (!delivery || !canSeeVideoMenu(user, record)) return null;
  const block = videoDownloadBlock(user, record, delivery);
  const versionTitle = project.versions.find((entry) => entry.id === version)?.title ?? null;
  const title = versionTitle ? `${project.title} · ${versionTitle}` : project.title;
  const preview = shownPreview(delivery);
  const recordings = can(user, 'downloadAudioAndMusic')
    ? (['voice', 'music'] as const).filter(
        (file) => (file === 'voice' ? delivery.deliveredVoice : delivery.deliveredMusic) !== null,
      )
    : [];
  const previewItem = videoGalleryItem(t('video.previewTitle', { title }), preview);
  const watchLabel = delivery.purchased ? t('video.watchPreview') : t('video.watchWatermarked');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('video.menu')}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {t('video.menu')}
          </Title>
          <Text size="xs" c="dimmed" truncate="end">
            {versionTitle ?? t('project.original')}
          </Text>
        </Stack>
        <Menu position="bottom-end" withinPortal width={260}>
          <Menu.Target>
            <Button variant="light" size="sm" rightSection={<Chevron />} loading={download.isPending}>
              {t('video.menuLabel')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<DownloadIcon />}
              disabled={block !== null}
              onClick={() => download.mutate('video')}
            >
              {t('video.download')}
              {block ? (
                <Text size="xs" c="dimmed" component="span" display="block">
                  {t(`video.blocked.${block}`)}
                </Text>
              ) : null}
            </Menu.Item>
            {recordings.map((file) => (
              <Menu.Item key={file} leftSection={<DownloadIcon />} onClick={() => download.mutate(file)}>
                {t(file === 'voice' ? 'video.downloadVoice' : 'video.downloadMusic')}
              </Menu.Item>
            ))}
            {preview && previewItem ? (
              <Menu.Item leftSection={<WatchIcon />} onClick={() => setWatching(true)}>
                {watchLabel}
              </Menu.Item>
            ) : preview ? (
              // A link the gallery cannot frame opens on its own site.
              <Menu.Item
                leftSection={<WatchIcon />}
                component="a"
                href={preview}
                target="_blank"
                rel="noopener noreferrer"
              >
                {watchLabel}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Gallery
        items={previewItem ? [previewItem] : []}
        index={watching && previewItem ? 0 : null}
        onIndexChange={() => undefined}
        onClose={() => setWatching(false)}
      />
    </Paper>
  );
};
