import { isRecordId } from '../app/schemas.ts';
import { mediaUrl } from '../files/urls.ts';

/** A video we store is named by its file key, as the files pipeline names originals: {fileId}.{extension}. */
export const isStoredVideoKey = (value: string): boolean => {
  const dot = value.lastIndexOf('.');
  return dot > 0 && isRecordId(value.slice(0, dot)) && /^[a-z0-9]{1,8}$/i.test(value.slice(dot + 1));
};

/** How a video link is shown: our own file in a player, a video host's page in its embedded player, anything else as a plain link. */
export type VideoSource =
  | { kind: 'file'; key: string; src: string }
  | { kind: 'embed'; embedUrl: string }
  | { kind: 'link'; url: string };

const parse = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

const youtubeId = (url: URL): string | null => {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind && ['embed', 'shorts', 'live'].includes(kind) && id ? id : null;
};

/**
 * The embedded player for a link from the two video hosts or the cloud drive (the hosts the
 * server's frame-src allows), or null for every other link.
 */
export const videoEmbedUrl = (value: string): string | null => {
  const url = parse(value);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const youtube = youtubeId(url);
  if (youtube && /^[\w-]+$/.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const host = url.hostname.replace(/^www\./, '');
  const vimeo = /^\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1];
  if ((host === 'vimeo.com' || host === 'player.vimeo.com') && vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  const drive = /^\/file\/d\/([\w-]+)/.exec(url.pathname)?.[1];
  if (host === 'drive.google.com' && drive) return `https://drive.google.com/file/d/${drive}/preview`;
  return null;
};

export const videoSource = (mediaHost: string, value: string): VideoSource => {
  if (isStoredVideoKey(value)) return { kind: 'file', key: value, src: mediaUrl(mediaHost, value) };
  const embedUrl = videoEmbedUrl(value);
  return embedUrl ? { kind: 'embed', embedUrl } : { kind: 'link', url: value };
};
