import { ActionIcon, AspectRatio, Box, Button, Group, Image, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { galleryDownload } from '#shared/files/urls.ts';
import { t } from '#client/lib/page-data.ts';
import { requestDownload } from './request-download.ts';

export type GalleryItem =
  /** `fileId` marks an image we store; without it the image is external and has nothing to download. */
  | { kind: 'image'; title: string; src: string; fileId?: string }
  | { kind: 'video'; title: string; embedUrl: string }
  /** A video file we store, played by the browser itself. */
  | { kind: 'video-file'; title: string; src: string };

export interface GalleryProps {
  items: GalleryItem[];
  /** The item shown; null keeps the gallery closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const Arrow = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </svg>
);

const Slide = ({ item }: { item: GalleryItem }) => {
  if (item.kind === 'image')
    return <Image src={item.src} alt={item.title} fit="contain" mah="calc(100vh - 140px)" maw="100%" w="auto" />;
  return (
    <AspectRatio ratio={16 / 9} w="min(100%, calc((100vh - 140px) * 16 / 9))">
      {item.kind === 'video' ? (
        <iframe
          src={item.embedUrl}
          title={item.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          style={{ border: 0 }}
        />
      ) : (
        <video
          src={item.src}
          title={item.title}
          aria-label={item.title}
          controls
          autoPlay
          playsInline
          style={{ background: '#000' }}
        />
      )}
    </AspectRatio>
  );
};

/** Spec §2: one overlay for images and embedded videos, with title, Download, previous/next, arrow keys and Esc. */
export const Gallery = ({ items, index, onIndexChange, onClose }: GalleryProps) => {
  const item = index === null ? undefined : items[index];
  const storedImageId = item?.kind === 'image' ? item.fileId : undefined;
  const step = (by: number) => {
    if (index === null || items.length < 2) return;
    onIndexChange((index + by + items.length) % items.length);
  };
  useWindowEvent('keydown', (event) => {
    if (!item) return;
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  });

  return (
    <Modal
      opened={item !== undefined}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      transitionProps={{ duration: 0 }}
      aria-label={item?.title}
      styles={{ content: { background: '#0c0e14' }, body: { height: '100%', padding: 0 } }}
    >
      {item && index !== null && (
        <Box h="100%" style={{ display: 'flex', flexDirection: 'column', color: 'white' }}>
          <Group justify="space-between" wrap="nowrap" px="lg" py="sm">
            <Box style={{ minWidth: 0 }}>
              <Text fw={600} truncate="end" data-testid="gallery-title">
                {item.title}
              </Text>
              <Text size="xs" c="gray.5">
                {`${index + 1} / ${items.length}`}
              </Text>
            </Box>
            <Group gap="xs" wrap="nowrap">
              {storedImageId && (
                <Button
                  variant="white"
                  size="xs"
                  onClick={() => {
                    const { key, filename } = galleryDownload(storedImageId, item.title);
                    void requestDownload(key, filename);
                  }}
                >
                  {t('files.download')}
                </Button>
              )}
              <Button variant="subtle" color="gray.3" size="xs" onClick={onClose}>
                {t('files.close')}
              </Button>
            </Group>
          </Group>
          <Group justify="center" wrap="nowrap" gap="md" px="md" pb="md" style={{ flex: 1, minHeight: 0 }}>
            {items.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="gray.3"
                size={48}
                radius="xl"
                aria-label={t('files.previous')}
                onClick={() => step(-1)}
              >
                <Arrow direction="left" />
              </ActionIcon>
            )}
            <Box
              style={{
                flex: 1,
                minWidth: 0,
                height: '100%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Slide item={item} />
            </Box>
            {items.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="gray.3"
                size={48}
                radius="xl"
                aria-label={t('files.next')}
                onClick={() => step(1)}
              >
                <Arrow direction="right" />
              </ActionIcon>
            )}
          </Group>
        </Box>
      )}
    </Modal>
  );
};
