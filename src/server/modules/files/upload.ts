import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/lib/config.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { storeUpload, type PendingUpload } from './service.ts';
import { withSpooledUpload } from './spool.ts';

export const uploadTmpDir = (config: Config): string => path.join(config.dataDir, 'tmp', 'uploads');

/**
 * A request removes its own spool file whatever happens to it; only a process that dies mid-upload
 * (kill -9, a crash) leaves one. Every instance has its own DATA_DIR (docs/deploy.md), so what is in
 * its spool when it starts belongs to no living request.
 */
export const clearUploadSpool = async (config: Config): Promise<void> => {
  await rm(uploadTmpDir(config), { recursive: true, force: true });
};

/** The one way a route receives a file: spooled, checked, stored through the files pipeline. */
export const pendingUpload =
  (
    context: Pick<ModuleContext, 'db' | 'config' | 'storage'>,
    request: FastifyRequest,
    user: Pick<SessionUser, '_id'>,
  ): PendingUpload =>
  (options = {}) =>
    withSpooledUpload(request, uploadTmpDir(context.config), (upload) => storeUpload(context, user, upload, options));
