import { describe, expect, it } from 'vitest';
import { downloadRequestUrl, galleryDownload, imageUrl, mediaUrl } from '#shared/files/urls.ts';

const id = '3f1c2a9e-0000-4000-8000-000000000001';

describe('image and media URLs', () => {
  it('builds media host + file id + suffix + .jpg, with t by default', () => {
    expect(imageUrl('/media/', id)).toBe(`/media/${id}t.jpg`);
    expect(imageUrl('/media/', id, '_l')).toBe(`/media/${id}_l.jpg`);
    expect(imageUrl('https://cdn.example.test', id)).toBe(`https://cdn.example.test/${id}t.jpg`);
    expect(mediaUrl('https://cdn.example.test/media/', `${id}.pdf`)).toBe(`https://cdn.example.test/media/${id}.pdf`);
  });

  it.each([
    ['Scene 4.jpg', `${id}_l.jpg`, 'Scene 4.jpg'],
    ['Final cover.PNG', `${id}.png`, 'Final cover.PNG'],
    ['layers.psd', `${id}.psd`, 'layers.psd'],
    ['png in the middle.gif', `${id}_l.jpg`, 'png in the middle.jpg'],
    ['brief.pdf', `${id}_l.jpg`, 'brief.jpg'],
    ['Storyboard', `${id}_l.jpg`, 'Storyboard.jpg'],
  ])('the gallery downloads %j from %s as %j', (title, key, filename) => {
    expect(galleryDownload(id, title)).toEqual({ key, filename });
  });

  it('asks for a download link with the key and the name', () => {
    expect(downloadRequestUrl(`${id}.png`, 'My cover.png')).toBe(`/api/files/download?key=${id}.png&filename=My+cover.png`);
  });
});
