import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writtenAs } from '#server/lib/written-json.ts';
import { pendingUpload } from '#server/modules/files/index.ts';
import { answerAsViewer, requireUser } from '#server/plugins/session.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import {
  sceneChangeResponseSchema,
  sceneHistoryQuerySchema,
  sceneHistoryResponseSchema,
  sceneListResponseSchema,
  sceneNumbersBodySchema,
  sceneSketchBodySchema,
  sceneSortBodySchema,
  sceneUpdateBodySchema,
  sceneSortResponseSchema,
  sceneVersionQuerySchema,
} from '#shared/projects/scenes/scenes.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import {
  addScene,
  getSceneHistory,
  getScenes,
  getSketch,
  markSceneReviewed,
  removeScene,
  removeSceneImage,
  saveNumbers,
  saveSketch,
  sortScenes,
  updateScene,
  uploadSceneImage,
} from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

const sceneParams = idParamsSchema.extend({ sceneId: z.string() });
// Every scene answer is written by PostgreSQL from the one definition of a scene's view (decision 082).
const changeResponse = { ...refusals, 200: writtenAs(sceneChangeResponseSchema) };

export const sceneRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const sceneTarget = (request: { params: z.infer<typeof sceneParams>; user: SessionUser | null }) => ({
    projectId: request.params.id,
    sceneId: request.params.sceneId,
    actor: request.user,
  });

  route.get(
    '/api/projects/:id/scenes',
    {
      config: { viewerCheckedInRead: true },
      schema: {
        params: idParamsSchema,
        querystring: sceneVersionQuerySchema,
        response: { ...refusals, 200: writtenAs(sceneListResponseSchema) },
      },
    },
    async (request) =>
      answerAsViewer(request, (check) =>
        getScenes(context, {
          projectId: request.params.id,
          actor: request.user,
          version: request.query.version,
          check,
        }),
      ),
  );
  route.post(
    '/api/projects/:id/scenes',
    { schema: { params: idParamsSchema, querystring: sceneVersionQuerySchema, response: changeResponse } },
    async (request) =>
      addScene(context, { projectId: request.params.id, actor: request.user, version: request.query.version }),
  );
  route.post(
    '/api/projects/:id/scenes/sort',
    {
      schema: {
        params: idParamsSchema,
        querystring: sceneVersionQuerySchema,
        body: sceneSortBodySchema,
        response: { ...refusals, 200: writtenAs(sceneSortResponseSchema) },
      },
    },
    async (request) =>
      sortScenes(context, {
        projectId: request.params.id,
        actor: request.user,
        version: request.query.version,
        order: request.body.order,
      }),
  );
  route.delete(
    '/api/projects/:id/scenes/:sceneId',
    { schema: { params: sceneParams, response: { ...refusals, 200: z.object({ message: z.string() }) } } },
    async (request) => removeScene(context, sceneTarget(request)),
  );
  route.post(
    '/api/projects/:id/scenes/:sceneId',
    { schema: { params: sceneParams, body: sceneUpdateBodySchema, response: changeResponse } },
    async (request) => updateScene(context, { ...sceneTarget(request), change: request.body }),
  );
  route.post(
    '/api/projects/:id/scenes/:sceneId/numbers',
    { schema: { params: sceneParams, body: sceneNumbersBodySchema, response: changeResponse } },
    async (request) => saveNumbers(context, { ...sceneTarget(request), numbers: request.body.numbers }),
  );
  route.get(
    '/api/projects/:id/scenes/:sceneId/sketch',
    { schema: { params: sceneParams, response: { ...refusals, 200: z.object({ dataUrl: z.string() }) } } },
    async (request) => getSketch(context, sceneTarget(request)),
  );
  route.post(
    '/api/projects/:id/scenes/:sceneId/sketch',
    { schema: { params: sceneParams, body: sceneSketchBodySchema, response: changeResponse } },
    async (request) => saveSketch(context, { ...sceneTarget(request), dataUrl: request.body.dataUrl }),
  );
  route.post(
    '/api/projects/:id/scenes/:sceneId/upload',
    { schema: { params: sceneParams, response: changeResponse } },
    async (request) => {
      const user = requireUser(request);
      return uploadSceneImage(context, {
        projectId: request.params.id,
        sceneId: request.params.sceneId,
        user,
        receive: pendingUpload(context, request, user),
      });
    },
  );
  route.post(
    '/api/projects/:id/scenes/:sceneId/review',
    { schema: { params: sceneParams, response: changeResponse } },
    async (request) => markSceneReviewed(context, sceneTarget(request)),
  );
  route.delete(
    '/api/projects/:id/scenes/:sceneId/image',
    { schema: { params: sceneParams, response: changeResponse } },
    async (request) => removeSceneImage(context, sceneTarget(request)),
  );
  route.get(
    '/api/scenes/:sceneId/versions',
    {
      schema: {
        params: z.object({ sceneId: z.string() }),
        querystring: sceneHistoryQuerySchema,
        response: { ...refusals, 200: sceneHistoryResponseSchema },
      },
    },
    async (request) =>
      getSceneHistory(context, { sceneId: request.params.sceneId, actor: request.user, page: request.query }),
  );
};
