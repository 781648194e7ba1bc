import { describe, expect, it } from 'vitest';
import { apiDocumentPath, apiReferencePath } from '#shared/app/api-document.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp({ jobs: false });

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
  security?: Record<string, string[]>[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const readDocument = async (): Promise<Document> => {
  const response = await t.app.inject({ method: 'GET', url: apiDocumentPath });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
};

/** Fastify's `/a/:id` and `/a/*` as OpenAPI writes them. */
const documentedPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API document (decision 103)', () => {
  it('names every route the app answers, but the reference page and the document themselves', async () => {
    const document = await readDocument();
    expect(document.openapi).toBe('3.1.0');
    const own = (route: string) => route.endsWith(` ${apiDocumentPath}`) || route.includes(` ${apiReferencePath}`);
    const missing = [...new Set(t.app.routeTable)]
      .filter((route) => !own(route))
      .filter((route) => {
        const [method = '', path = ''] = route.split(' ');
        return !document.paths[documentedPath(path)]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
  });

  it('describes a route from its zod schemas: parameters, body, answer, refusals and the sign-in it asks for', async () => {
    const { paths } = await readDocument();
    const update = paths['/api/comments/{id}']?.post;
    expect(update?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    expect(update?.requestBody).toBeDefined();
    // A `writtenAs` answer is documented by the schema of the JSON PostgreSQL writes.
    expect(Object.keys(update?.responses['200']?.content?.['application/json']?.schema.properties ?? {})).toContain(
      'comment',
    );
    const messageOf = (status: string) =>
      Object.keys(update?.responses[status]?.content?.['application/json']?.schema.properties ?? {});
    expect(messageOf('400')).toEqual(['message']);
    expect(messageOf('403')).toEqual(['message']);
    expect(messageOf('401')).toEqual(['message', 'redirectUrl']);
    expect(messageOf('500')).toEqual(['message', 'requestId']);
    expect(update?.security).toEqual([{ session: [] }, { token: [] }]);
  });

  it('says which sign-in each route asks for: none, a session or a token, or a session alone', async () => {
    const { paths } = await readDocument();
    expect(paths['/api/portfolio']?.get?.security).toEqual([{}, { session: [] }, { token: [] }]);
    expect(paths['/api/accounts/me']?.get?.security).toEqual([{ session: [] }, { token: [] }]);
    expect(paths['/api/webhooks']?.get?.security).toEqual([{ session: [] }, { token: [] }]);
    for (const [path, method] of [
      ['/api/accounts/tokens', 'post'],
      ['/api/accounts/password', 'post'],
      ['/api/webhooks', 'post'],
      ['/api/webhooks/{id}/pause', 'post'],
      ['/api/webhooks/{id}', 'delete'],
    ] as const) {
      expect(paths[path]?.[method]?.security, path).toEqual([{ session: [] }]);
    }
  });

  it('documents the answers of the webhooks, the product catalogue, the page data, the cart and its cost', async () => {
    const { paths } = await readDocument();
    const propertiesOf = (path: string, method: 'get' | 'post', status = '200') =>
      Object.keys(paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema.properties ?? {});
    expect(propertiesOf('/api/webhooks', 'post')).toEqual(['webhook', 'secret', 'message']);
    expect(propertiesOf('/api/webhooks/{id}/deliveries', 'get')).toEqual(['attempts']);
    expect(propertiesOf('/api/webhooks', 'post', '403')).toEqual(['message']);
    expect(propertiesOf('/api/products', 'get')).toEqual([
      'locale',
      'currencySign',
      'list',
      'basicArtist',
      'artistList',
      'voiceList',
      'musicList',
    ]);
    expect(propertiesOf('/api/page-data', 'get')).toEqual(['user', 'locale', 'mediaHost', 'memo']);
    expect(propertiesOf('/api/projects/{id}/cart', 'get')).toEqual(['cart', 'project']);
    expect(propertiesOf('/api/projects/{id}/cart', 'post')).toEqual(['cart', 'message']);
    expect(propertiesOf('/api/projects/{id}/cost', 'get')).toEqual([
      'cart',
      'discountsOffered',
      'discounts',
      'purchased',
      'pendingPayment',
    ]);
    expect(propertiesOf('/api/projects/{id}/cost', 'get', '404')).toEqual(['message']);
  });

  it('serves a reference page for the document, apart from the app', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${apiReferencePath}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ method: 'GET', url: `${apiReferencePath}/json` });
    expect(json.json()).toEqual(await readDocument());
  });
});
