import { videoSource } from '#shared/format/video-url.ts';
import type { GalleryItem } from '#client/components/gallery/gallery.tsx';
import { getPageData } from '#client/lib/page-data.ts';

/** A video the gallery can play: our stored file or a video host's player; other links cannot be framed. */
export const videoGalleryItem = (title: string, value: string | null): GalleryItem | null => {
  if (!value) return null;
  const source = videoSource(getPageData().mediaHost, value);
  if (source.kind === 'file') return { kind: 'video-file', title, src: source.src };
  if (source.kind === 'embed') return { kind: 'video', title, embedUrl: source.embedUrl };
  return null;
};
