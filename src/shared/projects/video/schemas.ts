import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import { projectSchema } from '../project.ts';
import { downloadFiles } from './delivery.ts';

/** One of the project's uploaded covers; `fileId` is what videoCoverUrl holds when it is the current one. */
export const coverImageSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  created: z.string(),
  current: z.boolean(),
});
export type CoverImage = z.infer<typeof coverImageSchema>;

/** The picker offers the latest covers; older ones stay stored but are not offered (decision 041). */
export const coverListLimit = 12;

export const coverListResponseSchema = z.object({ items: z.array(coverImageSchema) });
export type CoverListResponse = z.infer<typeof coverListResponseSchema>;

/** POST /api/projects/{id}/cover-image answers the new cover and the project showing it. */
export const coverUploadResponseSchema = z.object({
  project: projectSchema,
  cover: coverImageSchema,
  message: z.string(),
});
export type CoverUploadResponse = z.infer<typeof coverUploadResponseSchema>;

/** POST /api/projects/{id}/set-cover-image. */
export const setCoverImageBodySchema = z.object({ fileId: z.uuid({ error: invalid('validation.projects.coverId') }) });
export type SetCoverImageBody = z.infer<typeof setCoverImageBodySchema>;

/** GET /api/projects/{id}/download (spec §7: optional version={activeVersion}). */
export const videoDownloadQuerySchema = z.object({
  version: z.string().trim().max(100).optional(),
  file: z.enum(downloadFiles, { error: invalid('validation.oneOf') }).default('video'),
});

/** A signed link to our stored file, or the stored address of a video kept elsewhere; the browser navigates to it. */
export const videoDownloadResponseSchema = z.object({ url: z.string(), filename: z.string() });
export type VideoDownloadResponse = z.infer<typeof videoDownloadResponseSchema>;
