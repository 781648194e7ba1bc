import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { driveLinkBodySchema, driveProgressResponseSchema, driveSetupStartResponseSchema } from '#shared/projects/drive/drive.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { getDriveProgress, linkDriveFolder, startDriveSetup } from './service.ts';

/** Cloud Drive Setup (spec §2, §4, §7; decision 067). */
export const driveRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post('/api/projects/:id/gdrive/create', { schema: { params: idParamsSchema, response: { 200: driveSetupStartResponseSchema } } }, async (request) =>
    startDriveSetup(context, { projectId: request.params.id, actor: request.user }),
  );
  route.get('/api/projects/gdrive/create/progress', { schema: { response: { 200: driveProgressResponseSchema } } }, async (request) =>
    getDriveProgress(context, { actor: request.user }),
  );
  route.post('/api/projects/:id/gdrive/link', { schema: { params: idParamsSchema, body: driveLinkBodySchema } }, async (request) =>
    linkDriveFolder(context, { projectId: request.params.id, actor: request.user, folderUrl: request.body.folderUrl }),
  );
};
