import { describe, expect, it } from 'vitest';
import { galleryDownload, mediaUrl } from '#shared/files/urls.ts';

const id = '3f1c2a9e-0000-4000-8000-000000000001';

describe('media URLs and gallery downloads', () => {
  it('joins the media host and a key with one slash', () => {
    expect(mediaUrl('/media/', `${id}.pdf`)).toBe(`/media/${id}.pdf`);
    expect(mediaUrl('https://cdn.example.test', `${id}.pdf`)).toBe(`https://cdn.example.test/${id}.pdf`);
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
});
