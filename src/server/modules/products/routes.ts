import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { productsView, productsViewSchema, samplesPath } from '#shared/products/products.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

/**
 * GET /api/products: the catalogue of the deployment's locale (spec §3 Product). The sample files
 * ship in the client build (src/client/public/samples), so they are served from there.
 */
export const productRoutes = async (app: FastifyInstance, { config }: ModuleContext): Promise<void> => {
  const products = productsView(config.locale);
  app.get('/api/products', { schema: { response: { 200: productsViewSchema } } }, async () => products);

  const samplesDir = path.join(config.clientDir, 'samples');
  if (existsSync(samplesDir)) {
    await app.register(fastifyStatic, { root: samplesDir, prefix: samplesPath, decorateReply: false, maxAge: '7d' });
  }
};
