// The fuzzer's reading of the OpenAPI document: its operations, and the ids it learns from answers
// so that a request to /api/projects/{id}/scenes/{sceneId} can name a project and a scene that exist.
import type { JsonSchema } from 'json-schema-faker';

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface FuzzOperation {
  method: string;
  path: string;
  pathParameters: Map<string, JsonSchema | undefined>;
  queryParameters: Map<string, { schema: JsonSchema | undefined; required: boolean }>;
  jsonBody: JsonSchema | undefined;
  /** By status (`200`, `4XX`): the content types the answer may have, and its JSON's schema. */
  responses: Map<string, { contentTypes: string[]; jsonSchema: object | undefined }>;
  /** Signing out, signing out elsewhere or a new password: the callers sign in again after it. */
  endsSessions: boolean;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

export const operationsOf = (document: OpenApiDocument): FuzzOperation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase(),
          path,
          pathParameters: new Map(parameters.filter((one) => one.in === 'path').map((one) => [one.name, one.schema])),
          queryParameters: new Map(
            parameters
              .filter((one) => one.in === 'query')
              .map((one) => [one.name, { schema: one.schema, required: one.required === true }]),
          ),
          jsonBody: operation.requestBody?.content?.['application/json']?.schema,
          responses: new Map(
            Object.entries(operation.responses ?? {}).map(([status, response]) => [
              status,
              {
                contentTypes: Object.keys(response.content ?? {}),
                jsonSchema: response.content?.['application/json']?.schema,
              },
            ]),
          ),
          endsSessions: /logout|sign-out|\/password|\/disable/.test(path),
        };
      }),
  );

/** Ids and names seen in answers, by the parameter name they would fill: `projectId`, `sceneId`, `slug`. */
export type ValuePools = Map<string, string[]>;

const poolLimit = 100;
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');
/** The resource a path is about: `/api/projects/{id}/scenes` is about projects. */
const resourceOf = (path: string) => singular(path.split('/')[2] ?? '');

/**
 * An object's `_id` fills the parameter named for the list it is in (`scenes` -> `sceneId`), or for
 * the path's resource at the top; a string under a key such as `slug` or `projectId` fills that name.
 */
export const harvestValues = (pools: ValuePools, path: string, answer: unknown, leaveOut: Set<string>): void => {
  const remember = (name: string, value: string) => {
    const pool = pools.get(name) ?? [];
    if (leaveOut.has(value) || pool.includes(value)) return;
    pool.push(value);
    if (pool.length > poolLimit) pool.shift();
    pools.set(name, pool);
  };
  const walk = (value: unknown, listName: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, listName);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === '_id' || key === 'id') && typeof inner === 'string') remember(`${listName}Id`, inner);
      else if (typeof inner === 'string' && /(Id|^slug|^shortId|^name)$/.test(key)) remember(key, inner);
      else walk(inner, Array.isArray(inner) && !['items', 'results'].includes(key) ? singular(key) : listName);
    }
  };
  walk(answer, resourceOf(path));
};

export const pathParameterPool = (pools: ValuePools, path: string, name: string): string[] =>
  pools.get(name === 'id' ? `${resourceOf(path)}Id` : name) ?? [];
