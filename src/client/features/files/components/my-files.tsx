import { useState } from 'react';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UploadedFile, UploadResponse } from '#shared/files/schemas.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { Gallery, type GalleryItem } from '#client/components/gallery/gallery.tsx';
import { requestDownload } from '#client/components/gallery/request-download.ts';
import { Loading } from '#client/components/loading.tsx';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { Uploader } from '#client/components/uploader/uploader.tsx';
import { getPageData, t } from '#client/lib/page-data.ts';
import { fileKeys } from '../api/file-keys.ts';
import { useMyFiles } from '../api/list-my-files.ts';

const FileTile = ({ file, onOpen }: { file: UploadedFile; onOpen: () => void }) => {
  const { mediaHost } = getPageData();
  if (file.isImage) {
    return (
      <UnstyledButton onClick={onOpen}>
        <Image src={imageUrl(mediaHost, file.id)} alt={file.name} h={110} radius="sm" fit="cover" />
        <Text size="xs" mt={4} truncate="end">
          {file.name}
        </Text>
      </UnstyledButton>
    );
  }
  return (
    <Stack
      gap={4}
      justify="space-between"
      h={130}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    >
      <Text size="sm" fw={500} lineClamp={3} style={{ wordBreak: 'break-word' }}>
        {file.name}
      </Text>
      <Button size="compact-xs" variant="light" onClick={() => void requestDownload(file.key, file.name)}>
        {t('files.download')}
      </Button>
    </Stack>
  );
};

/** The user's uploads: an uploader on top, the files below, images opening in the gallery. */
export const MyFiles = () => {
  const queryClient = useQueryClient();
  const query = useMyFiles();
  const [opened, setOpened] = useState<number | null>(null);
  const files = query.data?.pages.flatMap((page) => page.items) ?? [];
  const images = files.filter((file) => file.isImage);
  const { mediaHost } = getPageData();
  const galleryItems: GalleryItem[] = images.map((file) => ({
    kind: 'image',
    title: file.name,
    src: imageUrl(mediaHost, file.id, '_l'),
    fileId: file.id,
  }));

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('files.yourFiles')}>
      <Title order={3} size="h4" mb="sm">
        {t('files.yourFiles')}
      </Title>
      <Uploader<UploadResponse>
        endpoint="/api/files/upload"
        previewOf={(response) => (response.file.isImage ? imageUrl(mediaHost, response.file.id) : null)}
        onUploaded={() => void queryClient.invalidateQueries({ queryKey: fileKeys.mine() })}
      />
      <Stack mt="md" gap="sm">
        {query.isPending ? (
          <Loading />
        ) : files.length === 0 ? (
          <NothingHere />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
            {files.map((file) => (
              <FileTile key={file.id} file={file} onOpen={() => setOpened(images.indexOf(file))} />
            ))}
          </SimpleGrid>
        )}
        {query.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              size="xs"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('files.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
      <Gallery items={galleryItems} index={opened} onIndexChange={setOpened} onClose={() => setOpened(null)} />
    </Card>
  );
};
