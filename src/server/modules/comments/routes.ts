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
import { countComments, countCommentsOfItems, createComment, listComments, removeComment, toggleCommentHidden, updateComment, type CommentsDependencies } from './service.ts';

export interface CommentRouteOptions extends CommentsDependencies {
  /** Comments posted without signing in, per address (decision 047). */
  guestCommentLimit: { max: number; timeWindowMs: number };
}

export const commentRoutes = async (app: FastifyInstance, { guestCommentLimit, ...deps }: CommentRouteOptions): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/comments', { schema: { querystring: commentListQuerySchema, response: { 200: commentListResponseSchema } } }, (request) =>
    listComments(deps, request.user, request.query),
  );

  route.get('/api/comments/count', { schema: { querystring: commentCountQuerySchema, response: { 200: commentCountResponseSchema } } }, (request) =>
    countComments(deps, request.user, request.query),
  );

  route.get('/api/comments/counts', { schema: { querystring: commentCountsQuerySchema, response: { 200: commentCountsResponseSchema } } }, (request) =>
    countCommentsOfItems(deps, request.user, request.query),
  );

  route.post(
    '/api/comments',
    {
      schema: { body: commentCreateBodySchema, response: { 200: commentWriteResponseSchema } },
      config: { rateLimit: { max: guestCommentLimit.max, timeWindow: guestCommentLimit.timeWindowMs, allowList: (request: FastifyRequest) => request.user !== null } },
    },
    (request) => createComment(deps, request.user, request.body),
  );

  route.post(
    '/api/comments/:id',
    { schema: { params: commentIdParamsSchema, body: commentUpdateBodySchema, response: { 200: commentWriteResponseSchema } } },
    (request) => updateComment(deps, request.user, request.params.id, request.body),
  );

  route.delete('/api/comments/:id', { schema: { params: commentIdParamsSchema, response: { 200: commentDeleteResponseSchema } } }, (request) =>
    removeComment(deps, request.user, request.params.id),
  );

  route.post('/api/comments/:id/toggle', { schema: { params: commentIdParamsSchema, response: { 200: commentWriteResponseSchema } } }, (request) =>
    toggleCommentHidden(deps, request.user, request.params.id),
  );
};
