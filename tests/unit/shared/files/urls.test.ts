import { describe, expect, it } from 'vitest';
import { downloadRequestUrl, galleryDownloadKey, imageUrl, mediaUrl } from '#shared/files/urls.ts';

const id = '3f1c2a9e-0000-4000-8000-000000000001';

describe('image and media URLs', () => {
  it('builds media host + file id + suffix + .jpg, with t by default', () => {
    expect(imageUrl('/media/', id)).toBe(`/media/${id}t.jpg`);
    expect(imageUrl('/media/', id, '_l')).toBe(`/media/${id}_l.jpg`);
    expect(imageUrl('https://cdn.example.test', id)).toBe(`https://cdn.example.test/${id}t.jpg`);
    expect(mediaUrl('https://cdn.example.test/media/', `${id}.pdf`)).toBe(`https://cdn.example.test/media/${id}.pdf`);
  });

  it.each([
    ['Scene 4.jpg', `${id}_l.jpg`],
    ['Final cover.PNG', `${id}.png`],
    ['layers.psd', `${id}.psd`],
    ['png in the middle.gif', `${id}_l.jpg`],
  ])('the gallery downloads %j as %s', (title, key) => {
    expect(galleryDownloadKey(id, title)).toBe(key);
  });

  it('asks for a download link with the key and the name', () => {
    expect(downloadRequestUrl(`${id}.png`, 'My cover.png')).toBe(`/api/files/download?key=${id}.png&filename=My+cover.png`);
  });
});
