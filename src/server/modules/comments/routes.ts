import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writtenAs } from '#server/lib/written-json.ts';
import { answerAsViewer } from '#server/plugins/session.ts';
import {
  commentCountQuerySchema,
  commentCountResponseSchema,
  commentCountsQuerySchema,
  commentCountsResponseSchema,
  commentCreateBodySchema,
  commentDeleteResponseSchema,
  commentIdParamsSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentUpdateBodySchema,
  commentWriteResponseSchema,
} from '#shared/comments/comments.ts';
import { commentResolveBodySchema } from '#shared/comments/marks.ts';
import {
  countComments,
  countCommentsOfItems,
  createComment,
  listComments,
  removeComment,
  resolveComment,
  toggleCommentHidden,
  updateComment,
} from './service.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

export const commentRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // The modal and the badges are read on every scene card: their session is checked inside their reads (decision 073).
  const viewerCheckedInRead = { viewerCheckedInRead: true };
  route.get(
    '/api/comments',
    {
      config: viewerCheckedInRead,
      schema: {
        querystring: commentListQuerySchema,
        response: { ...refusals, 200: writtenAs(commentListResponseSchema) },
      },
    },
    (request) =>
      answerAsViewer(request, (check) => listComments(context, { viewer: request.user, query: request.query, check })),
  );

  route.get(
    '/api/comments/count',
    {
      config: viewerCheckedInRead,
      schema: { querystring: commentCountQuerySchema, response: { ...refusals, 200: commentCountResponseSchema } },
    },
    (request) =>
      answerAsViewer(request, (check) => countComments(context, { viewer: request.user, query: request.query, check })),
  );

  route.get(
    '/api/comments/counts',
    {
      config: viewerCheckedInRead,
      schema: { querystring: commentCountsQuerySchema, response: { ...refusals, 200: commentCountsResponseSchema } },
    },
    (request) =>
      answerAsViewer(request, (check) =>
        countCommentsOfItems(context, { viewer: request.user, query: request.query, check }),
      ),
  );

  const { guestComments } = context.limits;
  route.post(
    '/api/comments',
    {
      schema: { body: commentCreateBodySchema, response: { ...refusals, 200: writtenAs(commentWriteResponseSchema) } },
      // Only comments posted without signing in count (decision 047).
      config: {
        rateLimit: {
          max: guestComments.max,
          timeWindow: guestComments.timeWindowMs,
          allowList: (request: FastifyRequest) => request.user !== null,
        },
      },
    },
    (request) => createComment(context, { viewer: request.user, body: request.body }),
  );

  route.post(
    '/api/comments/:id',
    {
      schema: {
        params: commentIdParamsSchema,
        body: commentUpdateBodySchema,
        response: { ...refusals, 200: writtenAs(commentWriteResponseSchema) },
      },
    },
    (request) => updateComment(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.delete(
    '/api/comments/:id',
    { schema: { params: commentIdParamsSchema, response: { ...refusals, 200: commentDeleteResponseSchema } } },
    (request) => removeComment(context, { viewer: request.user, id: request.params.id }),
  );

  route.post(
    '/api/comments/:id/toggle',
    {
      schema: { params: commentIdParamsSchema, response: { ...refusals, 200: writtenAs(commentWriteResponseSchema) } },
    },
    (request) => toggleCommentHidden(context, { viewer: request.user, id: request.params.id }),
  );

  route.post(
    '/api/comments/:id/resolve',
    {
      schema: {
        params: commentIdParamsSchema,
        body: commentResolveBodySchema,
        response: { ...refusals, 200: writtenAs(commentWriteResponseSchema) },
      },
    },
    (request) => resolveComment(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );
};
