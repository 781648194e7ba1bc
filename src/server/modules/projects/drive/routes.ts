import { errorAnswers, pageAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import {
  driveLinkBodySchema,
  driveProgressResponseSchema,
  driveSetupStartResponseSchema,
} from '#shared/projects/drive/drive.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import { renderServerPage } from '#server/lib/server-page.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { localFolderPage } from './local-folder.ts';
import { getDriveProgress, linkDriveFolder, startDriveSetup } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

/** Cloud Drive Setup (spec §2, §4, §7; decision 067). */
export const driveRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/api/projects/:id/gdrive/create',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: driveSetupStartResponseSchema } } },
    async (request) => startDriveSetup(context, { projectId: request.params.id, actor: request.user }),
  );
  route.get(
    '/api/projects/gdrive/create/progress',
    { schema: { response: { ...refusals, 200: driveProgressResponseSchema } } },
    async (request) => getDriveProgress(context, { actor: request.user }),
  );
  route.post(
    '/api/projects/:id/gdrive/link',
    {
      schema: {
        params: idParamsSchema,
        body: driveLinkBodySchema,
        response: { ...refusals, 200: writtenAs(projectChangeResponseSchema) },
      },
    },
    async (request) =>
      linkDriveFolder(context, {
        projectId: request.params.id,
        actor: request.user,
        folderUrl: request.body.folderUrl,
      }),
  );
  /** The local provider's folder link: a listing page, after sign-in. */
  app.get<{ Params: { '*': string } }>(
    '/drive/local/*',
    { schema: { response: pageAnswers } },
    async (request, reply) => {
      if (!request.user) return reply.redirect(`/auth/login?redirect=${encodeURIComponent(request.url)}`, 303);
      const page = await localFolderPage(context, { actor: request.user, relativePath: request.params['*'] });
      const { locale } = context.config;
      return reply
        .type('text/html; charset=utf-8')
        .send(renderServerPage({ t: createTranslator(locale), lang: locale, title: page.title, body: page.body }));
    },
  );
};
