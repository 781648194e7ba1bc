import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  memoHideResponseSchema,
  postBodySchema,
  postDeleteResponseSchema,
  postIdParamsSchema,
  postListQuerySchema,
  postListResponseSchema,
  postResponseSchema,
  postSearchQuerySchema,
  postSearchResponseSchema,
  postSectionBodySchema,
  postTodoBodySchema,
  postTrackBodySchema,
  postWriteResponseSchema,
  ratingBodySchema,
} from '#shared/posts/posts.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { answerAsViewer } from '#server/plugins/session.ts';
import {
  changePostTodo,
  createPost,
  getPost,
  hideMemo,
  listPosts,
  ratePost,
  removePost,
  savePostSection,
  searchPosts,
  trackPost,
  updatePost,
} from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found');

export const postsRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  // Every post answer is written by PostgreSQL from the one definition of a post's view (decision 082).
  const write = { params: postIdParamsSchema, response: { ...refusals, 200: writtenAs(postWriteResponseSchema) } };

  route.get(
    '/api/posts',
    {
      config: { viewerCheckedInRead: true },
      schema: { querystring: postListQuerySchema, response: { ...refusals, 200: writtenAs(postListResponseSchema) } },
    },
    (request) =>
      answerAsViewer(request, (check) => listPosts(context, { viewer: request.user, query: request.query, check })),
  );

  route.get(
    '/api/posts/search',
    { schema: { querystring: postSearchQuerySchema, response: { ...refusals, 200: postSearchResponseSchema } } },
    (request) => searchPosts(context, { viewer: request.user, term: request.query.term }),
  );

  route.get(
    '/api/posts/:id',
    { schema: { params: postIdParamsSchema, response: { ...refusals, 200: writtenAs(postResponseSchema) } } },
    (request) => getPost(context, { viewer: request.user, id: request.params.id }),
  );

  route.post(
    '/api/posts',
    { schema: { body: postBodySchema, response: { ...refusals, 200: writtenAs(postWriteResponseSchema) } } },
    (request) => createPost(context, { viewer: request.user, body: request.body }),
  );

  route.post('/api/posts/:id', { schema: { ...write, body: postBodySchema } }, (request) =>
    updatePost(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.post('/api/posts/:id/rate', { schema: { ...write, body: ratingBodySchema } }, (request) =>
    ratePost(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.post('/api/posts/:id/section', { schema: { ...write, body: postSectionBodySchema } }, (request) =>
    savePostSection(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.post('/api/posts/:id/todo', { schema: { ...write, body: postTodoBodySchema } }, (request) =>
    changePostTodo(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.post('/api/posts/:id/track-users', { schema: { ...write, body: postTrackBodySchema } }, (request) =>
    trackPost(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.post(
    '/api/posts/:id/hide-memo',
    { schema: { params: postIdParamsSchema, response: { ...refusals, 200: memoHideResponseSchema } } },
    (request) => hideMemo(context, { viewer: request.user, id: request.params.id }),
  );

  route.delete(
    '/api/posts/:id',
    { schema: { params: postIdParamsSchema, response: { ...refusals, 200: postDeleteResponseSchema } } },
    (request) => removePost(context, { viewer: request.user, id: request.params.id }),
  );
};
