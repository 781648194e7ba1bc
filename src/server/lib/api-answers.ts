import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { statusByCode, type AppErrorCode } from './errors.ts';

/** Every refusal the error plugin writes (decision 103). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** A failure (5xx) also names the request, so a user's report finds its log lines (decision 105). */
export const failureAnswerSchema = z.object({ message: z.string(), requestId: z.string() });

/** A 401 also says where to sign in, so a client can send its user there. */
export const signInAnswerSchema = z.object({ message: z.string(), redirectUrl: z.string() });

type StatusOf<Code extends AppErrorCode> = (typeof statusByCode)[Code];
type AnswerOf<Code extends AppErrorCode> = Code extends 'unauthorized'
  ? typeof signInAnswerSchema
  : typeof messageAnswerSchema;
export type ErrorAnswers<Code extends AppErrorCode> = { [C in Code as StatusOf<C>]: AnswerOf<C> };

/**
 * The response schemas of the refusals a route gives beside those every route may give: spread into its
 * `response` next to its 200, they are written into the API document and, under tests, a route that answers
 * a status its schema does not name fails (decision 103).
 */
export const errorAnswers = <Code extends AppErrorCode>(...codes: Code[]): ErrorAnswers<Code> =>
  Object.fromEntries(
    codes.map((code) => [statusByCode[code], code === 'unauthorized' ? signInAnswerSchema : messageAnswerSchema]),
  ) as ErrorAnswers<Code>;

const textSchema = z.string();
// No body: the document writes a `null` answer as one without content.
const redirect = z.null().describe('A redirect: the Location header says where to go');
/**
 * A page's refusal: a page that says what is wrong, or `{ message }` from the checks every route shares
 * (a post from another site, a query its schema refuses, too many requests).
 */
const pageRefusal = {
  description: 'A page that says what is wrong, or `{ message }` from the checks every route shares',
  content: { 'text/html': { schema: textSchema }, 'application/json': { schema: messageAnswerSchema } },
};

/** What a page outside /api/ answers: itself, a redirect (sign-in, an address that moved), or a refusal. */
export const pageAnswers = {
  200: { description: 'The page', content: { 'text/html': { schema: textSchema } } },
  '3xx': redirect,
  '4xx': pageRefusal,
};

/** An address that only sends the browser on: to the app, to the item a notification names. */
export const redirectAnswers = { '3xx': redirect, '4xx': pageRefusal };

/**
 * A form of a server-rendered page that the app also posts as JSON: a form post gets a page or a redirect,
 * a JSON post gets `json`, and each its refusals in its own kind.
 */
export const formAnswers = (json: z.ZodType, status: 200 | 202 = 200) => ({
  ...pageAnswers,
  [status]: {
    description: 'A page for a form post, JSON for a JSON post',
    content: { 'text/html': { schema: textSchema }, 'application/json': { schema: json } },
  },
});

/** A text the route writes in one type of its own: the sitemap's XML, robots.txt. */
export const textAnswers = (contentType: string, description: string) => ({
  200: { description, content: { [contentType]: { schema: textSchema } } },
});

/** A stored file, or a redirect to where it is kept (a signed address of the object store). */
export const fileAnswers = {
  200: { description: 'The file, with its own type', content: { '*/*': { schema: textSchema } } },
  206: { description: 'The bytes of the Range asked for', content: { '*/*': { schema: textSchema } } },
  '3xx': redirect,
  416: messageAnswerSchema,
};

/** A write may come from another site, with a body too large or of a type it does not read. */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What every API route may answer, whatever it does: a request the shared refusals or its schema turn down
 * (400), an access token that opens nothing (401) or has used its allowance (429, decision 104), a write
 * from another site (403) or with a body too large or of another type, an unexpected failure (500) and
 * the database out of reach (503).
 */
const answersOfEveryRoute = (route: RouteOptions, response: object) => ({
  // A page names its refusals as a class: a page or `{ message }`.
  ...('4xx' in response
    ? {}
    : {
        ...errorAnswers('bad_request', 'unauthorized', 'too_many_requests'),
        ...([route.method].flat().some((method) => bodyMethods.has(method))
          ? errorAnswers('forbidden', 'payload_too_large', 'unsupported_media_type')
          : {}),
      }),
  // The router's refusal of a part of the address over its length (`frameworkErrorAnswer`).
  ...(/[:*]/.test(route.url) ? { 414: messageAnswerSchema } : {}),
  500: failureAnswerSchema,
  503: failureAnswerSchema,
});

/**
 * The sign-in a route asks for, as the document's security requirement: a route whose own refusals name
 * 401 needs a session or a token, or only a session where a token is refused (decision 104); every other
 * route answers visitors too.
 */
const securityOf = (route: RouteOptions, response: object) => {
  const session = { session: [] };
  if (route.config?.ownKeyInAuthorization) return [{ transferKey: [] }];
  if (route.config?.sessionOnly) return [session];
  const signIn = [session, { token: [] }];
  return '401' in response ? signIn : [{}, ...signIn];
};

/**
 * Adds what every route may answer to each route that names its answers, and the sign-in it asks for:
 * each stays written once, here.
 */
export const withAnswersOfEveryRoute = (route: RouteOptions): void => {
  const response = route.schema?.response;
  // Fastify's HEAD twin of a GET shares its schema, which the GET's own call has completed.
  if (route.method === 'HEAD' || !route.schema || typeof response !== 'object' || response === null) return;
  route.schema.security = securityOf(route, response);
  route.schema.response = { ...answersOfEveryRoute(route, response), ...response };
};

/** Whether a route's response schemas name `status`, exactly or by its class (`4xx`) or as `default`. */
export const namesStatus = (response: object, status: number): boolean =>
  String(status) in response || `${String(status)[0]}xx` in response || 'default' in response;
