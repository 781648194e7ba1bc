import { z } from 'zod';
import { levels, roles } from '../users/schemas.ts';
import { storyboardBriefBodySchema } from './storyboard-brief/schemas.ts';
import { driveStoryboardSchema } from './storyboards/drive-storyboards.ts';
import { projectStatuses, projectTypes, scriptStatuses, storyboardStatuses } from './status.ts';

export const projectCollabSchema = z.object({
  _id: z.string(),
  name: z.string(),
  picture: z.string(),
  level: z.enum(levels),
  role: z.array(z.enum(roles)),
});
export type ProjectCollab = z.infer<typeof projectCollabSchema>;

export const projectVersionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  purchased: z.boolean(),
  editing: z.boolean(),
  voiceChange: z.boolean(),
  drawing: z.number().int(),
  videoPreview: z.string().nullable(),
  videoWatermarked: z.string().nullable(),
  videoFull: z.string().nullable(),
  /** Delivered voice and music recordings: sent to project managers only (decision 065). */
  deliveredVoice: z.string().nullable(),
  deliveredMusic: z.string().nullable(),
});

export const portfolioSchema = z.object({
  url: z.string(),
  client: z.string(),
  title: z.string(),
  descr: z.string(),
  featured: z.boolean(),
});

/** Spec §3 Project, as the API sends it. */
export const projectSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(projectStatuses),
  scriptStatus: z.enum(scriptStatuses),
  storyboardStatus: z.enum(storyboardStatuses),
  purchased: z.boolean(),
  type: z.enum(projectTypes),
  internal: z.boolean(),
  starred: z.boolean(),
  onhold: z.boolean(),
  deleted: z.boolean(),
  updated: z.string(),
  created: z.string(),
  listed: z.boolean(),
  collabs: z.array(projectCollabSchema),
  wordCount: z.number().int(),
  sceneCount: z.number().int(),
  progress: z.number().int().min(0).max(100),
  checklist: z.record(z.string(), z.boolean()),
  gdriveFolder: z.string().nullable(),
  metaVersion: z.number().int(),
  /** Spec §3: the storyboards on the drive, which the page shows while metaVersion is 1. */
  storyboards: z.array(driveStoryboardSchema),
  videoUrl: z.string().nullable(),
  videoCoverUrl: z.string().nullable(),
  videoPreview: z.string().nullable(),
  videoWatermarked: z.string().nullable(),
  videoFull: z.string().nullable(),
  deliveredVoice: z.string().nullable(),
  deliveredMusic: z.string().nullable(),
  published: z.boolean(),
  allowPortfolio: z.boolean(),
  portfolio: portfolioSchema.nullable(),
  versions: z.array(projectVersionSummarySchema),
  /** Spec §9: the project is in water color, so an extension's redrawn scenes cost more (shared isWaterColorCart). */
  waterColor: z.boolean(),
  /** The extension version GET /api/projects/{id}?version= named, null for the original (spec §7). */
  activeVersion: z.string().nullable(),
  /** Null when there is none, or for whoever may not read it (shared canReadStoryboardBrief). */
  storyboardBrief: storyboardBriefBodySchema.nullable(),
});
export type ProjectView = z.infer<typeof projectSchema>;

export const projectResponseSchema = z.object({ project: projectSchema, message: z.string().optional() });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;
/** What a change to a project answers: the project as it now is and the success message (spec §8). */
export const projectChangeResponseSchema = projectResponseSchema.extend({ message: z.string() });
export type ProjectChangeResponse = z.infer<typeof projectChangeResponseSchema>;

/** A project in a list: enough for its card. */
export const projectCardSchema = projectSchema.pick({
  _id: true,
  title: true,
  slug: true,
  status: true,
  scriptStatus: true,
  storyboardStatus: true,
  purchased: true,
  type: true,
  internal: true,
  starred: true,
  onhold: true,
  deleted: true,
  updated: true,
  listed: true,
  collabs: true,
  wordCount: true,
  sceneCount: true,
  progress: true,
  videoCoverUrl: true,
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

/** `next` is the `after` of the following page, null on the last page. */
export const projectListResponseSchema = z.object({
  items: z.array(projectCardSchema),
  hasMore: z.boolean(),
  next: z.string().nullable(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** Spec §3 search result. */
export const searchResultSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string(),
  feed: z.string().nullable(),
  updated: z.string(),
});
export const searchResponseSchema = z.object({ items: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** What the public portfolio shows of a published project whose client allowed it: nothing internal. */
export const portfolioEntrySchema = z.object({
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  descr: z.string(),
  url: z.string(),
  featured: z.boolean(),
  videoUrl: z.string().nullable(),
  videoCoverUrl: z.string().nullable(),
});
export type PortfolioEntry = z.infer<typeof portfolioEntrySchema>;
