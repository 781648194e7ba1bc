import { z } from 'zod';

/** Spec §9 upload limits. */
export const maxUploadBytes = 60 * 1024 * 1024;
export const maxParallelUploads = 5;
export const coverMaxFiles = 2;
export const coverParallelUploads = 1;

/** Spec §3: a file is an image when its type starts with image. */
export const isImageFile = (file: { type: string }): boolean => file.type.startsWith('image');

/** GET /api/files/download. */
export const fileDownloadQuerySchema = z.object({
  key: z.string().min(1, { error: 'Choose a file' }),
  filename: z.string().min(1, { error: 'Choose a file' }),
});
export type FileDownloadQuery = z.infer<typeof fileDownloadQuerySchema>;

export const downloadStartedMessage = (filename: string): string => `Download started for ${filename}`;
