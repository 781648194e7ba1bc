import { useState } from 'react';
import { AspectRatio, Box, Center, Image, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { coverUploadLimits } from '#shared/files/constants.ts';
import { imageMimeTypes } from '#shared/files/content-types.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import type { CoverUploadResponse } from '#shared/projects/video/schemas.ts';
import { videoDeliveryOf } from '#shared/projects/video/video.ts';
import { can } from '#shared/users/permissions.ts';
import { Gallery, type GalleryItem } from '#client/components/gallery/gallery.tsx';
import { Uploader } from '#client/components/uploader/uploader.tsx';
import { getCurrentUser, getPageData } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { projectKeys } from '../../api/project-keys.ts';
import { CoverPicker } from './cover-picker.tsx';
import { videoGalleryItem } from './video-gallery.ts';

const PlayIcon = () => (
  <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
    <circle cx="32" cy="32" r="30" fill="rgba(12, 14, 20, 0.6)" />
    <path d="M26 20l18 12-18 12z" fill="#fff" />
  </svg>
);

const Placeholder = () => (
  <Center
    h="100%"
    bg="gray.1"
    style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px dashed var(--mantine-color-gray-4)' }}
  >
    <Stack align="center" gap={4}>
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="var(--mantine-color-gray-5)"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 16l-5-5-8 8" />
      </svg>
      <Text size="sm" c="dimmed">
        {t('video.noCover')}
      </Text>
    </Stack>
  </Center>
);

/**
 * Spec §2 video cover, at the top of the scenes section: the cover (or a placeholder) opens the
 * gallery with the video when there is one; power users upload covers, two per drop, one at a time.
 */
export const VideoCover = ({ project, version }: { project: ProjectView; version: string }) => {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<number | null>(null);
  const mayUpload = can(getCurrentUser(), 'uploadCoverImage');
  const { mediaHost } = getPageData();
  const delivery = videoDeliveryOf(project, version);
  const video = videoGalleryItem(
    project.title,
    delivery === project ? (project.videoUrl ?? project.videoPreview) : (delivery?.videoPreview ?? null),
  );
  const coverId = project.videoCoverUrl;
  const cover: Extract<GalleryItem, { kind: 'image' }> | null = coverId
    ? { kind: 'image', title: project.title, src: imageUrl(mediaHost, coverId, '_l'), fileId: coverId }
    : null;
  const items = [video, cover].filter((item): item is GalleryItem => item !== null);

  const picture = cover ? (
    <Image src={cover.src} alt={t('video.cover')} h="100%" radius="md" fit="cover" />
  ) : (
    <Placeholder />
  );
  const coverBox = (
    <AspectRatio ratio={16 / 9}>
      {items.length > 0 ? (
        <UnstyledButton
          aria-label={
            video ? t('video.play', { title: project.title }) : t('video.openCover', { title: project.title })
          }
          onClick={() => setOpened(0)}
          style={{ position: 'relative', display: 'block', width: '100%', height: '100%' }}
        >
          {picture}
          {video ? (
            <Center pos="absolute" inset={0}>
              <PlayIcon />
            </Center>
          ) : null}
        </UnstyledButton>
      ) : (
        picture
      )}
    </AspectRatio>
  );

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('video.cover')}>
      {mayUpload ? (
        // Start-aligned, or the grid row (as tall as the uploader's list) would stretch the 16:9 cover.
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          {coverBox}
          <Stack gap="sm">
            <Uploader<CoverUploadResponse>
              endpoint={`/api/projects/${encodeURIComponent(project._id)}/cover-image`}
              maxFiles={coverUploadLimits.maxFiles}
              parallel={coverUploadLimits.parallel}
              accept={[...imageMimeTypes]}
              label={t('video.uploadCover')}
              previewOf={(response) => imageUrl(mediaHost, response.cover.fileId)}
              notifySuccess
              onUploaded={(response) => {
                queryClient.setQueryData(projectKeys.one(project._id), response.project);
                void queryClient.invalidateQueries({ queryKey: projectKeys.covers(project._id) });
                void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
              }}
            />
            <CoverPicker projectId={project._id} />
          </Stack>
        </SimpleGrid>
      ) : (
        // Without a cover there is nothing to look at: the placeholder stays small.
        <Box maw={cover ? 560 : 320}>{coverBox}</Box>
      )}
      <Gallery items={items} index={opened} onIndexChange={setOpened} onClose={() => setOpened(null)} />
    </Paper>
  );
};
