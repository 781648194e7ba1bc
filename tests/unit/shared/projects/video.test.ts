import { describe, expect, it } from 'vitest';
import {
  canDownloadVideo,
  videoDeliveryOf,
  videoDownloadBlock,
  type VideoDeliveries,
} from '#shared/projects/video/video.ts';
import { actorNames, actors, type ActorName } from '../actors.ts';

const project = { collabs: ['u-client'] };
const fullKey = '0b6a2f9e-2f1c-4a57-9f43-4f3d5a8c9e10.webm';

describe('video download (spec §6 "video menu when purchased", decision 042)', () => {
  // Per actor: purchased with a full video, not purchased, purchased without a video.
  const matrix: Record<ActorName, [string | null, string | null, string | null]> = {
    visitor: ['notAllowed', 'notAllowed', 'notAllowed'],
    client: [null, 'notPurchased', 'noVideo'],
    freelancer: ['notAllowed', 'notAllowed', 'notAllowed'],
    scriptFreelancer: ['notAllowed', 'notAllowed', 'notAllowed'],
    translator: ['notAllowed', 'notAllowed', 'notAllowed'],
    storyboardFreelancer: ['notAllowed', 'notAllowed', 'notAllowed'],
    changesFreelancer: ['notAllowed', 'notAllowed', 'notAllowed'],
    voiceFreelancer: ['notAllowed', 'notAllowed', 'notAllowed'],
    pmFreelancer: [null, 'notPurchased', 'noVideo'],
    staff: [null, 'notPurchased', 'noVideo'],
    pmStaff: [null, 'notPurchased', 'noVideo'],
    admin: [null, 'notPurchased', 'noVideo'],
  };

  it.each(actorNames)('%s', (name) => {
    const actor = actors[name];
    const cases = [
      { purchased: true, videoFull: fullKey },
      { purchased: false, videoFull: fullKey },
      { purchased: true, videoFull: null },
    ];
    expect(cases.map((delivery) => videoDownloadBlock(actor, project, delivery))).toEqual(matrix[name]);
    expect(canDownloadVideo(actor, project, cases[0]!)).toBe(matrix[name][0] === null);
  });
});

describe('videoDeliveryOf (spec §2 query version)', () => {
  const deliveries: VideoDeliveries = {
    purchased: true,
    videoPreview: 'https://video.example.test/preview',
    videoWatermarked: null,
    videoFull: fullKey,
    deliveredVoice: null,
    deliveredMusic: null,
    versions: [
      {
        id: 'v-1',
        purchased: false,
        videoPreview: null,
        videoWatermarked: null,
        videoFull: null,
        deliveredVoice: null,
        deliveredMusic: null,
      },
    ],
  };

  it('reads the original when no version or original is asked for', () => {
    expect(videoDeliveryOf(deliveries, undefined)).toBe(deliveries);
    expect(videoDeliveryOf(deliveries, 'original')).toBe(deliveries);
  });

  it('reads an extension version on its own, and nothing for an unknown one', () => {
    expect(videoDeliveryOf(deliveries, 'v-1')).toEqual({
      id: 'v-1',
      purchased: false,
      videoPreview: null,
      videoWatermarked: null,
      videoFull: null,
      deliveredVoice: null,
      deliveredMusic: null,
    });
    expect(videoDeliveryOf(deliveries, 'v-2')).toBeNull();
  });
});
