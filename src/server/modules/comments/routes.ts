import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { countComments, countCommentsOfItems, createComment, listComments, removeComment, toggleCommentHidden, updateComment } from './service.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

export const commentRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/comments', { schema: { querystring: commentListQuerySchema, response: { 200: commentListResponseSchema } } }, (request) =>
    listComments(context, { viewer: request.user, query: request.query }),
  );

  route.get('/api/comments/count', { schema: { querystring: commentCountQuerySchema, response: { 200: commentCountResponseSchema } } }, (request) =>
    countComments(context, { viewer: request.user, query: request.query }),
  );

  route.get('/api/comments/counts', { schema: { querystring: commentCountsQuerySchema, response: { 200: commentCountsResponseSchema } } }, (request) =>
    countCommentsOfItems(context, { viewer: request.user, query: request.query }),
  );

  const { guestComments } = context.limits;
  route.post(
    '/api/comments',
    {
      schema: { body: commentCreateBodySchema, response: { 200: commentWriteResponseSchema } },
      // Only comments posted without signing in count (decision 047).
      config: { rateLimit: { max: guestComments.max, timeWindow: guestComments.timeWindowMs, allowList: (request: FastifyRequest) => request.user !== null } },
    },
    (request) => createComment(context, { viewer: request.user, body: request.body }),
  );

  route.post(
    '/api/comments/:id',
    { schema: { params: commentIdParamsSchema, body: commentUpdateBodySchema, response: { 200: commentWriteResponseSchema } } },
    (request) => updateComment(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.delete('/api/comments/:id', { schema: { params: commentIdParamsSchema, response: { 200: commentDeleteResponseSchema } } }, (request) =>
    removeComment(context, { viewer: request.user, id: request.params.id }),
  );

  route.post('/api/comments/:id/toggle', { schema: { params: commentIdParamsSchema, response: { 200: commentWriteResponseSchema } } }, (request) =>
    toggleCommentHidden(context, { viewer: request.user, id: request.params.id }),
  );
};
