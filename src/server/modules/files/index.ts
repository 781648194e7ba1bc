export { findFileById, findFilesByIds, findOwnUploads, type OwnUpload } from './queries.ts';
export { filesRoutes } from './routes.ts';
export { requireStoredKey, storeUpload, type PendingUpload, type UploadOptions } from './service.ts';
export { createSignedDownloadUrl } from './signed-urls.ts';
export { clearUploadSpool, pendingUpload, uploadTmpDir } from './upload.ts';
