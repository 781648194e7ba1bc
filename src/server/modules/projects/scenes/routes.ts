import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { uploadTmpDir } from '#server/modules/files/routes.ts';
import { withSpooledUpload } from '#server/modules/files/spool.ts';
import { requireUser } from '#server/plugins/session.ts';
import { approvalTypes } from '#shared/projects/banners.ts';
import { projectResponseSchema } from '#shared/projects/project.ts';
import {
  sceneChangeResponseSchema,
  sceneHistoryQuerySchema,
  sceneHistoryResponseSchema,
  sceneListResponseSchema,
  sceneNumbersBodySchema,
  sceneSketchBodySchema,
  sceneSortBodySchema,
  sceneUpdateBodySchema,
  sceneVersionQuerySchema,
  sceneViewSchema,
} from '#shared/projects/scenes/scenes.ts';
import { rawScriptBodySchema } from '#shared/projects/script/script.ts';
import {
  addScene,
  approve,
  getSceneHistory,
  getScenes,
  getSketch,
  markSceneReviewed,
  removeScene,
  removeSceneImage,
  saveNumbers,
  saveSketch,
  sortScenes,
  submitRawScript,
  updateScene,
  uploadSceneImage,
} from './service.ts';

const params = z.object({ id: z.string() });
const sceneParams = params.extend({ sceneId: z.string() });
const changeResponse = { 200: sceneChangeResponseSchema };
const projectChangeResponse = { 200: projectResponseSchema.extend({ message: z.string() }) };

export interface SceneRouteOptions {
  db: Db;
  config: Config;
  storage: Storage;
}

export const sceneRoutes = async (app: FastifyInstance, { db, config, storage }: SceneRouteOptions): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const context = { db, config, storage };
  const tmpDir = uploadTmpDir(config);

  route.get('/api/projects/:id/scenes', { schema: { params, querystring: sceneVersionQuerySchema, response: { 200: sceneListResponseSchema } } }, async (request) =>
    getScenes(context, request.params.id, request.user, request.query.version),
  );
  route.post('/api/projects/:id/scenes', { schema: { params, querystring: sceneVersionQuerySchema, response: changeResponse } }, async (request) =>
    addScene(context, request.params.id, request.user, request.query.version),
  );
  route.post(
    '/api/projects/:id/scenes/sort',
    {
      schema: {
        params,
        querystring: sceneVersionQuerySchema,
        body: sceneSortBodySchema,
        response: { 200: z.object({ scenes: z.array(sceneViewSchema), message: z.string() }) },
      },
    },
    async (request) => sortScenes(context, request.params.id, request.user, request.body.order, request.query.version),
  );
  route.delete('/api/projects/:id/scenes/:sceneId', { schema: { params: sceneParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) =>
    removeScene(context, request.params.id, request.params.sceneId, request.user),
  );
  route.post('/api/projects/:id/scenes/:sceneId', { schema: { params: sceneParams, body: sceneUpdateBodySchema, response: changeResponse } }, async (request) =>
    updateScene(context, request.params.id, request.params.sceneId, request.user, request.body),
  );
  route.post(
    '/api/projects/:id/scenes/:sceneId/numbers',
    { schema: { params: sceneParams, body: sceneNumbersBodySchema, response: changeResponse } },
    async (request) => saveNumbers(context, request.params.id, request.params.sceneId, request.user, request.body),
  );
  route.get('/api/projects/:id/scenes/:sceneId/sketch', { schema: { params: sceneParams, response: { 200: z.object({ dataUrl: z.string() }) } } }, async (request) =>
    getSketch(context, request.params.id, request.params.sceneId, request.user),
  );
  route.post(
    '/api/projects/:id/scenes/:sceneId/sketch',
    { schema: { params: sceneParams, body: sceneSketchBodySchema, response: changeResponse } },
    async (request) => saveSketch(context, request.params.id, request.params.sceneId, request.user, request.body.dataUrl),
  );
  route.post('/api/projects/:id/scenes/:sceneId/upload', { schema: { params: sceneParams, response: changeResponse } }, async (request) => {
    const user = requireUser(request);
    return withSpooledUpload(request, tmpDir, (upload) => uploadSceneImage(context, request.params.id, request.params.sceneId, user, upload));
  });
  route.post('/api/projects/:id/scenes/:sceneId/review', { schema: { params: sceneParams, response: changeResponse } }, async (request) =>
    markSceneReviewed(context, request.params.id, request.params.sceneId, request.user),
  );
  route.delete('/api/projects/:id/scenes/:sceneId/image', { schema: { params: sceneParams, response: changeResponse } }, async (request) =>
    removeSceneImage(context, request.params.id, request.params.sceneId, request.user),
  );
  route.get(
    '/api/scenes/:sceneId/versions',
    { schema: { params: z.object({ sceneId: z.string() }), querystring: sceneHistoryQuerySchema, response: { 200: sceneHistoryResponseSchema } } },
    async (request) => getSceneHistory(context, request.params.sceneId, request.user, request.query),
  );
  // Decision 046: the script's own bound (100,000 characters) stays well inside this one, even escaped.
  route.post('/api/projects/:id/script-raw', { bodyLimit: 1024 * 1024, schema: { params, body: rawScriptBodySchema, response: projectChangeResponse } }, async (request) =>
    submitRawScript(context, request.params.id, request.user, request.body),
  );
  route.post(
    '/api/projects/:id/:type/confirm',
    { schema: { params: params.extend({ type: z.enum(approvalTypes, { error: 'Choose script, sketch, storyboard or changes' }) }), response: projectChangeResponse } },
    async (request) => approve(context, request.params.id, request.user, request.params.type),
  );
};
