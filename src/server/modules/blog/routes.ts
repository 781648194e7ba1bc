import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingUpload } from '#server/modules/files/index.ts';
import { requireUser } from '#server/plugins/session.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import {
  blogDeleteResponseSchema,
  blogFilesResponseSchema,
  blogFileUploadResponseSchema,
  blogPostBodySchema,
  blogPostResponseSchema,
} from '#shared/blog/blog.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { getBlogFiles, getBlogPost, removeBlogPost, saveBlogPost, uploadBlogFile } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found');

/** The blog editor's calls (spec §7); the public pages that show the posts live in the public module. */
export const blogRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/blogposts/files',
    { schema: { response: { ...refusals, 200: blogFilesResponseSchema } } },
    async (request) => getBlogFiles(context, { actor: request.user }),
  );
  route.post(
    '/api/blogposts/files',
    { schema: { response: { ...refusals, 200: blogFileUploadResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return uploadBlogFile(context, { actor: user, receive: pendingUpload(context, request, user) });
    },
  );

  route.get(
    '/api/blogposts/:id',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: blogPostResponseSchema } } },
    async (request) => getBlogPost(context, { id: request.params.id }),
  );
  // Spec §7 "POST /api/blogposts/{id or empty}": the empty id creates a post.
  route.post(
    '/api/blogposts/',
    { schema: { body: blogPostBodySchema, response: { ...refusals, 200: blogPostResponseSchema } } },
    async (request) => saveBlogPost(context, { actor: request.user, id: null, body: request.body }),
  );
  route.post(
    '/api/blogposts/:id',
    {
      schema: {
        params: idParamsSchema,
        body: blogPostBodySchema,
        response: { ...refusals, 200: blogPostResponseSchema },
      },
    },
    async (request) => saveBlogPost(context, { actor: request.user, id: request.params.id, body: request.body }),
  );
  route.delete(
    '/api/blogposts/:id',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: blogDeleteResponseSchema } } },
    async (request) => removeBlogPost(context, { actor: request.user, id: request.params.id }),
  );
};
