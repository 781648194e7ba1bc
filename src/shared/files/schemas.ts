import { z } from 'zod';
import { maxListOffset } from '../app/text.ts';
import { invalid } from '../i18n/validation.ts';
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

const required = invalid('validation.fieldRequired');
const tooLong = invalid('validation.fieldTooLong');

export const downloadQuerySchema = z.object({
  key: z.string({ error: required }).min(1, { error: required }).max(500, { error: tooLong }),
  filename: z.string({ error: required }).trim().min(1, { error: required }).max(255, { error: tooLong }),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

export const downloadResponseSchema = z.object({ url: z.string() });
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;

const maxListPageSize = 100;
const limitRange = invalid('validation.between', { minimum: 1, maximum: maxListPageSize });

export const listFilesQuerySchema = z.object({
  skip: z.coerce
    .number({ error: invalid('validation.number') })
    .int({ error: invalid('validation.wholeNumber') })
    .min(0, { error: invalid('validation.notNegative') })
    .max(maxListOffset)
    .default(0),
  limit: z.coerce
    .number({ error: invalid('validation.number') })
    .int({ error: invalid('validation.wholeNumber') })
    .min(1, { error: limitRange })
    .max(maxListPageSize, { error: limitRange })
    .default(myFilesPageSize),
});
export type ListFilesQuery = z.infer<typeof listFilesQuerySchema>;

export const listFilesResponseSchema = z.object({ items: z.array(uploadedFileSchema), count: z.number().int() });
export type ListFilesResponse = z.infer<typeof listFilesResponseSchema>;
