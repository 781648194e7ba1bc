import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '#shared/i18n/validation.ts';
import { answerAsViewer, requireUser } from '#server/plugins/session.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import {
  projectChangeResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  searchResponseSchema,
} from '#shared/projects/project.ts';
import {
  collaboratorBodySchema,
  projectChecklistBodySchema,
  projectDuplicateBodySchema,
  projectListedByBodySchema,
  projectListQuerySchema,
  projectMetaVersionBodySchema,
  projectPortfolioBodySchema,
  projectPublishBodySchema,
  projectSearchQuerySchema,
  projectStatusesBodySchema,
  projectTitleBodySchema,
  projectToggleBodySchema,
  projectTrashBodySchema,
  projectTypeBodySchema,
  projectVideoUrlsBodySchema,
} from '#shared/projects/schemas.ts';
import { extensionBodySchema } from '#shared/projects/versions/extensions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { addCollaborator, removeCollaborator } from './collaborators.ts';
import { duplicateProject } from './duplicate.ts';
import {
  renameProject,
  setChecklistItem,
  setMetaVersion,
  setPortfolio,
  setProjectType,
  setPublished,
  setStatuses,
  setTrashed,
  setVideoUrls,
  toggleFlag,
  toggleListing,
} from './manage.ts';
import { getProject, listProjects, searchProjects } from './service.ts';
import { addExtension, removeExtension } from './versions.ts';
import { writtenAs } from '#server/lib/written-json.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

const params = idParamsSchema;
const changeResponse = { ...refusals, 200: writtenAs(projectChangeResponseSchema) };

export const projectRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/projects',
    {
      config: { viewerCheckedInRead: true },
      schema: {
        querystring: projectListQuerySchema,
        response: { ...refusals, 200: writtenAs(projectListResponseSchema) },
      },
    },
    async (request) =>
      answerAsViewer(request, (check) =>
        listProjects(context, { actor: requireUser(request), query: request.query, check }),
      ),
  );
  route.get(
    '/api/projects/search',
    {
      config: { viewerCheckedInRead: true },
      schema: { querystring: projectSearchQuerySchema, response: { ...refusals, 200: searchResponseSchema } },
    },
    async (request) =>
      answerAsViewer(request, (check) =>
        searchProjects(context, { actor: requireUser(request), term: request.query.term, check }),
      ),
  );
  route.get(
    '/api/projects/:id',
    {
      config: { viewerCheckedInRead: true },
      schema: {
        params,
        querystring: z.object({ version: z.string().optional() }),
        response: { ...refusals, 200: writtenAs(projectResponseSchema) },
      },
    },
    async (request) =>
      answerAsViewer(request, (check) =>
        getProject(context, {
          projectId: request.params.id,
          actor: request.user,
          version: request.query.version,
          check,
        }),
      ),
  );

  route.post(
    '/api/projects/:id',
    { schema: { params, body: projectTitleBodySchema, response: changeResponse } },
    async (request) =>
      renameProject(context, { projectId: request.params.id, actor: request.user, title: request.body.title }),
  );
  route.post(
    '/api/projects/:id/trash',
    { schema: { params, body: projectTrashBodySchema, response: changeResponse } },
    async (request) =>
      setTrashed(context, { projectId: request.params.id, actor: request.user, trash: request.body.trash }),
  );
  route.post(
    '/api/projects/:id/toggle',
    { schema: { params, body: projectToggleBodySchema, response: changeResponse } },
    async (request) =>
      toggleFlag(context, { projectId: request.params.id, actor: request.user, flag: request.body.update }),
  );
  route.post(
    '/api/projects/:id/type',
    { schema: { params, body: projectTypeBodySchema, response: changeResponse } },
    async (request) =>
      setProjectType(context, { projectId: request.params.id, actor: request.user, type: request.body.type }),
  );
  route.post(
    '/api/projects/:id/listedby',
    { schema: { params, body: projectListedByBodySchema, response: changeResponse } },
    async (request) =>
      toggleListing(context, { projectId: request.params.id, actor: request.user, userId: request.body.userId }),
  );
  route.post(
    '/api/projects/:id/duplicate',
    { schema: { params, body: projectDuplicateBodySchema, response: changeResponse } },
    async (request) =>
      duplicateProject(context, { projectId: request.params.id, actor: request.user, title: request.body.title }),
  );
  route.post(
    '/api/projects/:id/status',
    { schema: { params, body: projectStatusesBodySchema, response: changeResponse } },
    async (request) =>
      setStatuses(context, { projectId: request.params.id, actor: request.user, statuses: request.body }),
  );
  route.post(
    '/api/projects/:id/video-urls',
    { schema: { params, body: projectVideoUrlsBodySchema, response: changeResponse } },
    async (request) => setVideoUrls(context, { projectId: request.params.id, actor: request.user, urls: request.body }),
  );
  route.post(
    '/api/projects/:id/publish',
    { schema: { params, body: projectPublishBodySchema, response: changeResponse } },
    async (request) =>
      setPublished(context, { projectId: request.params.id, actor: request.user, published: request.body.published }),
  );
  route.post(
    '/api/projects/:id/allow-portfolio',
    { schema: { params, body: projectPortfolioBodySchema, response: changeResponse } },
    async (request) => setPortfolio(context, { projectId: request.params.id, actor: request.user, body: request.body }),
  );
  // Spec §2 writes the path with its trailing slash; the slash-less form stays for links already in use.
  for (const path of ['/api/projects/:id/meta-version/', '/api/projects/:id/meta-version']) {
    route.post(
      path,
      { schema: { params, body: projectMetaVersionBodySchema, response: changeResponse } },
      async (request) =>
        setMetaVersion(context, {
          projectId: request.params.id,
          actor: request.user,
          metaVersion: request.body.metaVersion,
        }),
    );
  }
  route.post(
    '/api/projects/:id/checklist/item',
    { schema: { params, body: projectChecklistBodySchema, response: changeResponse } },
    async (request) =>
      setChecklistItem(context, {
        projectId: request.params.id,
        actor: request.user,
        item: request.body.item,
        done: request.body.done,
      }),
  );
  route.post(
    '/api/projects/:id/versions',
    { schema: { params, body: extensionBodySchema, response: changeResponse } },
    async (request) =>
      addExtension(context, { projectId: request.params.id, actor: request.user, extension: request.body }),
  );
  route.delete(
    '/api/projects/:id/versions/:verId',
    {
      schema: {
        params: params.extend({ verId: z.uuid({ error: invalid('validation.projects.extensionId') }) }),
        response: changeResponse,
      },
    },
    async (request) =>
      removeExtension(context, { projectId: request.params.id, actor: request.user, versionId: request.params.verId }),
  );
  route.post(
    '/api/projects/:id/collabs',
    {
      schema: {
        params,
        body: collaboratorBodySchema,
        response: { ...refusals, 200: z.object({ message: z.string() }) },
      },
      // Each invitation sends a mail to an address the sender chose: bounded per sender (decision 047).
      config: {
        rateLimit: {
          max: context.limits.invitations.max,
          timeWindow: context.limits.invitations.timeWindowMs,
          keyGenerator: (request: FastifyRequest) => request.user?._id ?? request.ip,
        },
      },
    },
    async (request) =>
      addCollaborator(context, {
        projectId: request.params.id,
        actor: requireUser(request),
        email: request.body.email,
      }),
  );
  route.delete(
    '/api/projects/:id/collabs/:collabId',
    {
      schema: {
        params: params.extend({ collabId: z.uuid({ error: invalid('validation.userId') }) }),
        response: { ...refusals, 200: writtenAs(projectChangeResponseSchema.extend({ deleted: z.boolean() })) },
      },
    },
    async (request) =>
      removeCollaborator(context, {
        projectId: request.params.id,
        actor: requireUser(request),
        collaboratorId: request.params.collabId,
      }),
  );
};
