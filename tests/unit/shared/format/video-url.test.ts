import { describe, expect, it } from 'vitest';
import { isStoredVideoKey, videoEmbedUrl, videoSource } from '#shared/format/video-url.ts';

const key = '0b6a2f9e-2f1c-4a57-9f43-4f3d5a8c9e10.webm';

describe('videoEmbedUrl: the video hosts and the cloud drive the gallery may frame', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abc_DEF-123', 'https://www.youtube-nocookie.com/embed/abc_DEF-123'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', 'https://player.vimeo.com/video/76979871'],
    [
      'https://drive.google.com/file/d/1AbC-dEf_2/view?usp=sharing',
      'https://drive.google.com/file/d/1AbC-dEf_2/preview',
    ],
  ])('%s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://video.example.com/studio-showreel',
    'https://www.youtube.com/channel/xyz',
    'javascript:alert(1)',
    'not a link',
    'https://vimeo.com/about',
  ])('has no player for %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });
});

describe('videoSource', () => {
  it('plays our stored files from the media host', () => {
    expect(isStoredVideoKey(key)).toBe(true);
    expect(videoSource('/media/', key)).toEqual({ kind: 'file', key, src: `/media/${key}` });
    expect(videoSource('https://cdn.example.test/media', key)).toEqual({
      kind: 'file',
      key,
      src: `https://cdn.example.test/media/${key}`,
    });
  });

  it('embeds the video hosts and links to everything else', () => {
    expect(videoSource('/media/', 'https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoSource('/media/', 'https://video.example.com/x')).toEqual({
      kind: 'link',
      url: 'https://video.example.com/x',
    });
    expect(isStoredVideoKey('../secret.webm')).toBe(false);
  });
});
