import type { Actor } from '../../users/levels.ts';
import { can } from '../../users/permissions.ts';

/** The delivered files a project manager uploads for the project and for each extension version (decision 065). */
export const deliverySlots = ['preview', 'watermarked', 'full', 'voice', 'music'] as const;
export type DeliverySlot = (typeof deliverySlots)[number];

export const deliverySlotKinds: Record<DeliverySlot, 'video' | 'audio'> = {
  preview: 'video',
  watermarked: 'video',
  full: 'video',
  voice: 'audio',
  music: 'audio',
};

/** The video menu's downloads: the full video for its people once purchased, voice and music for project managers. */
export const downloadFiles = ['video', 'voice', 'music'] as const;
export type DownloadFile = (typeof downloadFiles)[number];

/** Uploading what the client receives is the project manager's, like the other delivery settings. */
export const canUploadDeliveredFiles = (user: Actor | null | undefined): boolean => can(user, 'openProjectSettings');

/** Before purchase only the watermarked preview is shown; once purchased, the clean one (or the watermarked, if that is all there is). */
export const shownPreview = (delivery: {
  purchased: boolean;
  videoPreview: string | null;
  videoWatermarked: string | null;
}): string | null =>
  delivery.purchased ? (delivery.videoPreview ?? delivery.videoWatermarked) : delivery.videoWatermarked;
