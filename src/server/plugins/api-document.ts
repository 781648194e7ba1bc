import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namesStatus, withAnswersOfEveryRoute } from '#server/lib/api-answers.ts';
import { writtenAnswerSchemaOf } from '#server/lib/written-json.ts';
import { apiDocumentPath, apiReferencePath } from '#shared/app/api-document.ts';
import { sessionCookieName } from './session.ts';

const zodTransform = createJsonSchemaTransform({});

/**
 * The zod transform of fastify-type-provider-zod, given for a `writtenAs` answer the schema of the JSON it
 * stands for (decision 096).
 */
const transform: SwaggerTransform = (document) => {
  const response = document.schema?.response;
  if (typeof response !== 'object' || response === null) return zodTransform(document);
  const documented = Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      schema instanceof z.ZodType ? (writtenAnswerSchemaOf(schema) ?? schema) : schema,
    ]),
  );
  return zodTransform({ ...document, schema: { ...document.schema, response: documented } });
};

/**
 * Decision 103: the API document is generated from the routes' own zod schemas, each route named in it
 * with every answer it gives. Registered before the routes, whose schemas its hook completes.
 */
export const registerApiDocument = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  app.addHook('onRoute', withAnswersOfEveryRoute);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Explainer Studio API',
        version: '1',
        description:
          'Every route of the app, from the schemas that check its requests and write its answers. A refusal is `{ message }`; a 401 adds `redirectUrl`, where to sign in.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName,
            description: 'The session a sign-in sets.',
          },
          token: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token, made on the account page: it acts as its user, at their level.',
          },
          transferKey: {
            type: 'http',
            scheme: 'bearer',
            description: "The studios' shared TRANSFER_KEY, for a project sent from another instance.",
          },
        },
      },
    },
    transform,
  });
  app.get(apiDocumentPath, { schema: { hide: true } }, async () => app.swagger());
  // The reference page is its own page with its own scripts, loaded by nobody but its readers.
  await app.register(fastifySwaggerUi, { routePrefix: apiReferencePath });
};

/**
 * Decision 103, under tests: a route that answers a status its response schemas do not name fails the
 * request, so the document cannot leave out an answer a test sees.
 */
export const registerAnswerStatusCheck = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    const response = request.routeOptions.schema?.response;
    if (typeof response !== 'object' || response === null || namesStatus(response, reply.statusCode)) return payload;
    // Answered in place: an error thrown here from a refusal's answer would keep the refusal's status.
    const message = `${request.method} ${request.routeOptions.url ?? request.url} answered ${reply.statusCode}, which its response schemas do not name`;
    request.log.error(message);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ message });
  });
};
