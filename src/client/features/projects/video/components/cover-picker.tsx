import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { imageUrl } from '#shared/format/image-url.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useCoverImages } from '../api/get-cover-images.ts';
import { useSetCoverImage } from '../api/set-cover-image.ts';

/** The project's uploaded covers, for power users to go back to an earlier one (decision 041). */
export const CoverPicker = ({ projectId }: { projectId: string }) => {
  const covers = useCoverImages(projectId);
  const setCover = useSetCoverImage(projectId);
  if (!covers.data || covers.data.length < 2) return null;
  const { mediaHost } = getPageData();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('video.covers')}
      </Text>
      <Group gap="xs">
        {covers.data.map((cover) => (
          <UnstyledButton
            key={cover.fileId}
            aria-label={
              cover.current ? t('video.currentCover', { name: cover.name }) : t('video.useCover', { name: cover.name })
            }
            aria-pressed={cover.current}
            disabled={cover.current || setCover.isPending}
            onClick={() => setCover.mutate({ fileId: cover.fileId })}
            style={{
              borderRadius: 6,
              outline: cover.current
                ? '3px solid var(--mantine-color-blue-6)'
                : '1px solid var(--mantine-color-gray-3)',
              outlineOffset: 1,
              overflow: 'hidden',
            }}
          >
            <Image src={imageUrl(mediaHost, cover.fileId)} alt="" w={88} h={50} fit="cover" />
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
};
