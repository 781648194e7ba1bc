import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { requireUser } from '#server/plugins/session.ts';
import { projectListResponseSchema, projectResponseSchema, searchResponseSchema } from '#shared/projects/project.ts';
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
  storyboardBriefBodySchema,
} from '#shared/projects/schemas.ts';
import { extensionBodySchema } from '#shared/projects/versions/extensions.ts';
import { addCollaborator, removeCollaborator } from './collaborators.ts';
import { duplicateProject } from './duplicate.ts';
import { listProjects, searchProjects } from './list.ts';
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
  submitStoryboardBrief,
  toggleFlag,
  toggleListing,
} from './manage.ts';
import { getProject } from './service.ts';
import { addExtension, removeExtension } from './versions.ts';

const params = z.object({ id: z.string() });
const changeResponse = { 200: projectResponseSchema.extend({ message: z.string() }) };

export interface ProjectRouteOptions {
  db: Db;
  mailer: Mailer;
  config: Config;
  invitationLimit: { max: number; timeWindowMs: number };
}

export const projectRoutes = async (app: FastifyInstance, { db, mailer, config, invitationLimit }: ProjectRouteOptions): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/projects', { schema: { querystring: projectListQuerySchema, response: { 200: projectListResponseSchema } } }, async (request) =>
    listProjects(db, requireUser(request), request.query),
  );

  route.get('/api/projects/search', { schema: { querystring: projectSearchQuerySchema, response: { 200: searchResponseSchema } } }, async (request) =>
    searchProjects(db, requireUser(request), request.query.term),
  );

  route.get(
    '/api/projects/:id',
    { schema: { params, querystring: z.object({ version: z.string().optional() }), response: { 200: projectResponseSchema } } },
    async (request) => ({ project: await getProject(db, request.params.id, request.user, request.query.version ?? null) }),
  );

  route.post('/api/projects/:id', { schema: { params, body: projectTitleBodySchema, response: changeResponse } }, async (request) =>
    renameProject(db, config.locale, request.params.id, request.user, request.body.title),
  );
  route.post('/api/projects/:id/trash', { schema: { params, body: projectTrashBodySchema, response: changeResponse } }, async (request) =>
    setTrashed(db, config.locale, request.params.id, request.user, request.body.trash),
  );
  route.post('/api/projects/:id/toggle', { schema: { params, body: projectToggleBodySchema, response: changeResponse } }, async (request) =>
    toggleFlag(db, config.locale, request.params.id, request.user, request.body.update),
  );
  route.post('/api/projects/:id/type', { schema: { params, body: projectTypeBodySchema, response: changeResponse } }, async (request) =>
    setProjectType(db, config.locale, request.params.id, request.user, request.body.type),
  );
  route.post('/api/projects/:id/listedby', { schema: { params, body: projectListedByBodySchema, response: changeResponse } }, async (request) =>
    toggleListing(db, config.locale, request.params.id, request.user, request.body.userId),
  );
  route.post('/api/projects/:id/duplicate', { schema: { params, body: projectDuplicateBodySchema, response: changeResponse } }, async (request) =>
    duplicateProject(db, config.locale, request.params.id, request.user, request.body.title),
  );
  route.post('/api/projects/:id/status', { schema: { params, body: projectStatusesBodySchema, response: changeResponse } }, async (request) =>
    setStatuses(db, config.locale, request.params.id, request.user, request.body),
  );
  route.post('/api/projects/:id/video-urls', { schema: { params, body: projectVideoUrlsBodySchema, response: changeResponse } }, async (request) =>
    setVideoUrls(db, config.locale, request.params.id, request.user, request.body),
  );
  route.post('/api/projects/:id/publish', { schema: { params, body: projectPublishBodySchema, response: changeResponse } }, async (request) =>
    setPublished(db, config.locale, request.params.id, request.user, request.body.published),
  );
  route.post('/api/projects/:id/allow-portfolio', { schema: { params, body: projectPortfolioBodySchema, response: changeResponse } }, async (request) =>
    setPortfolio(db, config.locale, request.params.id, request.user, request.body),
  );
  route.post('/api/projects/:id/meta-version', { schema: { params, body: projectMetaVersionBodySchema, response: changeResponse } }, async (request) =>
    setMetaVersion(db, config.locale, request.params.id, request.user, request.body.metaVersion),
  );
  route.post('/api/projects/:id/checklist/item', { schema: { params, body: projectChecklistBodySchema, response: changeResponse } }, async (request) =>
    setChecklistItem(db, config.locale, request.params.id, request.user, request.body.item, request.body.done),
  );
  route.post('/api/projects/:id/storyboard-brief', { schema: { params, body: storyboardBriefBodySchema, response: changeResponse } }, async (request) =>
    submitStoryboardBrief(db, config.locale, request.params.id, request.user, request.body),
  );
  route.post('/api/projects/:id/versions', { schema: { params, body: extensionBodySchema, response: changeResponse } }, async (request) =>
    addExtension(db, config.locale, request.params.id, request.user, request.body),
  );
  route.delete(
    '/api/projects/:id/versions/:verId',
    { schema: { params: params.extend({ verId: z.uuid({ error: 'verId must be an extension id' }) }), response: changeResponse } },
    async (request) => removeExtension(db, config.locale, request.params.id, request.user, request.params.verId),
  );
  route.post(
    '/api/projects/:id/collabs',
    {
      schema: { params, body: collaboratorBodySchema, response: { 200: z.object({ message: z.string() }) } },
      // Each invitation sends a mail to an address the sender chose: bounded per sender (decision 047).
      config: { rateLimit: { max: invitationLimit.max, timeWindow: invitationLimit.timeWindowMs, keyGenerator: (request: FastifyRequest) => request.user?._id ?? request.ip } },
    },
    async (request) => addCollaborator({ db, mailer, config }, request.params.id, requireUser(request), request.body.email),
  );
  route.delete(
    '/api/projects/:id/collabs/:collabId',
    { schema: { params: params.extend({ collabId: z.uuid({ error: 'collabId must be a user id' }) }), response: { 200: changeResponse[200].extend({ deleted: z.boolean() }) } } },
    async (request) => removeCollaborator(db, config.locale, request.params.id, requireUser(request), request.params.collabId),
  );
};
