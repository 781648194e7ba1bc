import { errorAnswers, fileAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSafeKey } from '#server/lib/storage/keys.ts';
import { immutableCacheControl } from '#server/lib/storage/storage.ts';
import { requireUser } from '#server/plugins/session.ts';
import { isInlineSafe } from '#shared/files/content-types.ts';
import {
  downloadQuerySchema,
  downloadResponseSchema,
  listFilesQuerySchema,
  listFilesResponseSchema,
  uploadResponseSchema,
} from '#shared/files/schemas.ts';
import { downloadPath } from '#shared/files/urls.ts';
import { pendingUpload } from './upload.ts';
import { createDownloadLink, listMyFiles, openSignedDownload, uploadFile } from './service.ts';
import { attachmentDisposition, signedDownloadPath } from './signed-urls.ts';
import { sendStoredObject } from './send-object.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'insufficient_storage');

/** A signed link and a media address answer without sign-in: the address itself is the permission. */
const linkRefusals = errorAnswers('forbidden', 'not_found');

/** Every part is optional here so a mangled link is answered as a bad link (403), not a bad request. */
const signedQuerySchema = z.object({
  key: z.string().default(''),
  filename: z.string().default(''),
  expires: z.string().default(''),
  signature: z.string().default(''),
});

export const filesRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = context;

  route.post(
    '/api/files/upload',
    { schema: { response: { ...refusals, 201: uploadResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await uploadFile(context, { receive: pendingUpload(context, request, user) }));
    },
  );

  route.get(
    '/api/files',
    { schema: { querystring: listFilesQuerySchema, response: { ...refusals, 200: listFilesResponseSchema } } },
    async (request) => listMyFiles(context, { user: requireUser(request), query: request.query }),
  );

  // No sign-in: stored keys hold unguessable file ids and /media/ already serves the same bytes.
  route.get(
    downloadPath,
    { schema: { querystring: downloadQuerySchema, response: { ...refusals, 200: downloadResponseSchema } } },
    async (request) => createDownloadLink(context, request.query),
  );

  route.get(
    signedDownloadPath,
    { schema: { querystring: signedQuerySchema, response: { ...linkRefusals, ...fileAnswers } } },
    async (request, reply) => {
      const { key, filename } = openSignedDownload(context, request.query);
      return sendStoredObject(storage, key, request, reply, () => ({
        'content-disposition': attachmentDisposition(filename),
        'cache-control': 'private, no-store',
      }));
    },
  );

  route.get(
    '/media/*',
    { schema: { params: z.object({ '*': z.string() }), response: { ...linkRefusals, ...fileAnswers } } },
    async (request, reply) => {
      const key = assertSafeKey(request.params['*']);
      return sendStoredObject(storage, key, request, reply, (contentType) => ({
        'cache-control': immutableCacheControl,
        'content-disposition': isInlineSafe(contentType) ? 'inline' : 'attachment',
      }));
    },
  );
};
