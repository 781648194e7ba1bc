import type { Actor, CollabRecord } from '../../users/levels.ts';
import { canSeeVideoMenu } from '../permissions.ts';
import { isOriginalVersion } from '../versions/version-query.ts';

/** What the video menu works on: the original project's video, or one extension version's (spec §3). */
export interface VideoDelivery {
  purchased: boolean;
  videoPreview: string | null;
  videoWatermarked: string | null;
  videoFull: string | null;
  deliveredVoice: string | null;
  deliveredMusic: string | null;
}

export interface VideoDeliveries extends VideoDelivery {
  versions: readonly (VideoDelivery & { id: string })[];
}

/** Spec §2 query version: absent or 'original' is the project itself; null when the project has no such version. */
export const videoDeliveryOf = (project: VideoDeliveries, version: string | null | undefined): VideoDelivery | null =>
  isOriginalVersion(version) ? project : (project.versions.find((entry) => entry.id === version) ?? null);

export const videoDownloadBlocks = ['notAllowed', 'notPurchased', 'noVideo'] as const;
export type VideoDownloadBlock = (typeof videoDownloadBlocks)[number];

/**
 * Why Download is locked, or null when it is open: the menu's people, once that version is
 * purchased (spec §6 "video menu when purchased"), and only when its full video exists.
 */
export const videoDownloadBlock = (
  user: Actor | null | undefined,
  project: CollabRecord,
  delivery: Pick<VideoDelivery, 'purchased' | 'videoFull'>,
): VideoDownloadBlock | null => {
  if (!canSeeVideoMenu(user, project)) return 'notAllowed';
  if (!delivery.purchased) return 'notPurchased';
  return delivery.videoFull ? null : 'noVideo';
};

export const canDownloadVideo = (
  user: Actor | null | undefined,
  project: CollabRecord,
  delivery: Pick<VideoDelivery, 'purchased' | 'videoFull'>,
): boolean => videoDownloadBlock(user, project, delivery) === null;
