import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '#shared/i18n/validation.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import {
  projectTransferResponseSchema,
  transferInPath,
  transferInResponseSchema,
  transferStatusResponseSchema,
} from '#shared/projects/transfer/transfer.ts';
import { catalogueError } from '#server/lib/errors.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { receiveTransfer, refuseDeclaredSize, requireTransferKey, type IncomingPart } from './receive.ts';
import { getTransferStatus, transferProject } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

/** The target is checked by the service against the host it runs on, so the route only asks for text. */
const transferBodySchema = z.object({
  target: z
    .string({ error: invalid('validation.projects.transferTarget') })
    .max(500, { error: invalid('validation.projects.transferTargetTooLong') }),
});

const partsOf = async function* (request: FastifyRequest, maxBytes: number): AsyncGenerator<IncomingPart> {
  // One part per stored object; the limits are the transfer's own, not an ordinary upload's.
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1_000_000, parts: 1_000_000, fields: 0 },
  })) {
    if (part.type !== 'file') throw catalogueError('bad_request', 'api.transfer.manifestFirst');
    yield { name: part.fieldname, stream: part.file };
  }
};

/** Spec §2 Transfer Project and §7 transfer-in (decision 068). */
export const transferRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/projects/:id/transfer',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: transferStatusResponseSchema } } },
    async (request) => getTransferStatus(context, { actor: request.user, projectId: request.params.id }),
  );
  route.post(
    '/api/projects/:id/transfer',
    {
      schema: {
        params: idParamsSchema,
        body: transferBodySchema,
        response: { ...refusals, 200: projectTransferResponseSchema },
      },
    },
    async (request) =>
      transferProject(context, {
        actor: request.user,
        projectId: request.params.id,
        target: request.body.target,
        requestHost: request.host,
      }),
  );
  route.post(
    transferInPath,
    {
      config: { ownKeyInAuthorization: true },
      // The key and the declared size are checked before a byte of the body is read.
      onRequest: async (request) => {
        requireTransferKey(context, request.headers.authorization);
        refuseDeclaredSize(context, request.headers['content-length']);
      },
      schema: { response: { ...refusals, 200: transferInResponseSchema } },
    },
    async (request) => {
      if (!request.isMultipart()) throw catalogueError('unsupported_media_type', 'api.transfer.notMultipart');
      return receiveTransfer(context, { parts: partsOf(request, context.config.transferMaxBytes) });
    },
  );
};
