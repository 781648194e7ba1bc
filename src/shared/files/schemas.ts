import { z } from 'zod';
import { maxListOffset } from '../app/text.ts';
import { myFilesPageSize } from './constants.ts';

export const fileVersionSchema = z.object({ name: z.string() });

/** Spec §3 File: id, name, type, versions.thumb.name; `key` names the stored original for downloads. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  isImage: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  versions: z.object({ thumb: fileVersionSchema.optional(), large: fileVersionSchema.optional() }),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResponseSchema = z.object({ file: uploadedFileSchema, url: z.string(), message: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const downloadQuerySchema = z.object({
  key: z.string({ error: 'key is required' }).min(1, { error: 'key is required' }).max(500, { error: 'key must be at most 500 characters' }),
  filename: z.string({ error: 'filename is required' }).trim().min(1, { error: 'filename is required' }).max(255, { error: 'filename must be at most 255 characters' }),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

export const downloadResponseSchema = z.object({ url: z.string() });
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;

export const listFilesQuerySchema = z.object({
  skip: z.coerce.number({ error: 'skip must be a number' }).int({ error: 'skip must be a whole number' }).min(0, { error: 'skip must not be negative' }).max(maxListOffset).default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(100, { error: 'limit must be between 1 and 100' })
    .default(myFilesPageSize),
});
export type ListFilesQuery = z.infer<typeof listFilesQuerySchema>;

export const listFilesResponseSchema = z.object({ items: z.array(uploadedFileSchema), count: z.number().int() });
export type ListFilesResponse = z.infer<typeof listFilesResponseSchema>;
