import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswers, withAnswersOfEveryRoute } from '#server/lib/api-answers.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { registerAnswerStatusCheck } from '#server/plugins/api-document.ts';
import { registerErrorHandler } from '#server/plugins/error-handler.ts';
import { responseSerializerCompiler } from '#server/plugins/serialization.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app with the check and two probe routes: one that names its 404, one that forgets it. */
const probeApp = async (check: boolean) => {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(responseSerializerCompiler({ checkWrittenAnswers: false }));
  registerErrorHandler(app, 'en');
  if (check) registerAnswerStatusCheck(app);
  app.addHook('onRoute', withAnswersOfEveryRoute);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const answer = z.object({ ok: z.boolean() });
  const refuse = async (): Promise<{ ok: boolean }> => {
    throw catalogueError('not_found', 'api.projectNotFound');
  };
  route.get('/named', { schema: { response: { ...errorAnswers('not_found'), 200: answer } } }, refuse);
  route.get('/forgotten', { schema: { response: { 200: answer } } }, refuse);
  // A plain FastifySchema, as a route whose code answers a status its schemas stopped naming would have.
  const forgetful: FastifySchema = { response: { 200: answer } };
  app.get('/created', { schema: forgetful }, async (_request, reply) => reply.status(201).send({ ok: true }));
  await app.ready();
  return app;
};

describe('the test-time check of the statuses a route answers (decision 103)', () => {
  it('lets a route answer a status its schemas name', async () => {
    const app = await probeApp(true);
    const response = await app.inject({ method: 'GET', url: '/named' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.stringMatching(/\S/) });
  });

  it('fails the request of a route that answers a status its schemas do not name', async () => {
    const app = await probeApp(true);
    for (const url of ['/forgotten', '/created']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
      expect(response.json().message).toMatch(new RegExp(`^GET ${url} answered (404|201), which`));
    }
  });

  it('is what fails them: without it the same routes answer as they are', async () => {
    const app = await probeApp(false);
    expect((await app.inject({ method: 'GET', url: '/forgotten' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/created' })).statusCode).toBe(201);
  });
});
