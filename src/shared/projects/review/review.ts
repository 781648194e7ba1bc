import { z } from 'zod';
import type { Actor, CollabRecord } from '../../users/levels.ts';
import { canUploadDeliveredFiles } from '../video/delivery.ts';
import { canDownloadVideo } from '../video/video.ts';

/** The delivered videos a review is held on; the audio recordings have no picture to pin a comment to. */
export const reviewSlots = ['preview', 'watermarked', 'full'] as const;
export type ReviewSlot = (typeof reviewSlots)[number];

export const isReviewSlot = (slot: string): slot is ReviewSlot => (reviewSlots as readonly string[]).includes(slot);

/** Where an uploaded video is on its way to the player (decision 111). */
export const reviewVideoStatuses = ['queued', 'encoding', 'ready', 'failed'] as const;
export type ReviewVideoStatus = (typeof reviewVideoStatuses)[number];

/** The proxy has a key frame this often, so a seek decodes at most this many frames (decision 111). */
export const proxyKeyframeInterval = 12;

/** The timeline's hover thumbnails: one sprite of `columns` x `rows` tiles, evenly spaced over the video. */
export const spriteLayout = { columns: 10, rows: 10, tileWidth: 160 } as const;

/**
 * Who may watch a delivered video, and so read and write its review comments: the watermarked one
 * is shown to everyone who may open the project; the clean preview once that version is purchased;
 * the full video to the video menu's people once purchased (spec §6). Project managers, who upload
 * them, see all three.
 */
export const canSeeReviewVideo = (
  user: Actor | null | undefined,
  project: CollabRecord,
  delivery: { purchased: boolean; videoFull: string | null },
  slot: ReviewSlot,
): boolean => {
  if (canUploadDeliveredFiles(user) || slot === 'watermarked') return true;
  if (slot === 'preview') return delivery.purchased;
  return canDownloadVideo(user, project, delivery);
};

export const reviewVideoSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  versionId: z.string().nullable(),
  slot: z.enum(reviewSlots),
  name: z.string(),
  status: z.enum(reviewVideoStatuses),
  /** Why a failed video could not be prepared, for the uploader in the deployment's language; null otherwise. */
  failure: z.string().nullable(),
  /** 0..100 while encoding. */
  progress: z.number().int(),
  /** Exact frame rate as ffprobe read it, e.g. 30000/1001; null until probed. */
  fpsNum: z.number().int().nullable(),
  fpsDen: z.number().int().nullable(),
  frameCount: z.number().int().nullable(),
  duration: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The review proxy and the timeline sprite, once ready. */
  proxyUrl: z.string().nullable(),
  spriteUrl: z.string().nullable(),
  /** How many of the sprite's tiles hold a thumbnail (the last row may be short). */
  spriteTiles: z.number().int().nullable(),
  /** The uploaded file, kept as it came for download. */
  originalUrl: z.string(),
  created: z.string(),
});
export type ReviewVideo = z.infer<typeof reviewVideoSchema>;

export const reviewVideoListQuerySchema = z.object({ version: z.string().trim().max(100).optional() });

/** GET /api/projects/{id}/review-videos: the videos of that version the viewer may see, newest first. */
export const reviewVideoListResponseSchema = z.object({ items: z.array(reviewVideoSchema) });
export type ReviewVideoListResponse = z.infer<typeof reviewVideoListResponseSchema>;

/**
 * One video and its previous cut: the video uploaded before it to the same slot of the same version,
 * whose open comments the player lists beside its own (issue 37).
 */
export const reviewVideoResponseSchema = z.object({
  video: reviewVideoSchema,
  title: z.string(),
  /** `proxyUrl` once the previous cut is ready: the player compares the two side by side. */
  previous: z.object({ _id: z.string(), name: z.string(), proxyUrl: z.string().nullable() }).nullable(),
});
export type ReviewVideoResponse = z.infer<typeof reviewVideoResponseSchema>;

/** A review video's comments are the product's comments on this item type. */
export const reviewCommentItemType = 'review-video';

/** The review player's address in the app (decision 110). */
export const reviewPath = (projectId: string, reviewVideoId: string): string =>
  `/projects/${projectId}/review/${reviewVideoId}`;
