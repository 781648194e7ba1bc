import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { uploadTmpDir } from '#server/modules/files/routes.ts';
import { storeUpload } from '#server/modules/files/service.ts';
import { withSpooledUpload } from '#server/modules/files/spool.ts';
import { toSessionUser, updateUserPicture } from '#server/modules/users/queries.ts';
import { requireUser } from '#server/plugins/session.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { sessionUserSchema } from '#shared/users/schemas.ts';

export interface AccountRouteOptions {
  db: Db;
  config: Config;
  storage: Storage;
}

export const accountRoutes = async (app: FastifyInstance, { db, config, storage }: AccountRouteOptions): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const t = createTranslator(config.locale);
  route.get('/api/accounts/me', { schema: { response: { 200: z.object({ user: sessionUserSchema }) } } }, async (request) => ({
    user: requireUser(request),
  }));

  route.post(
    '/api/accounts/picture',
    { schema: { response: { 200: z.object({ user: sessionUserSchema, message: z.string() }) } } },
    async (request) => {
      const user = requireUser(request);
      const file = await withSpooledUpload(request, uploadTmpDir(config), (upload) =>
        storeUpload({ db, storage }, user, upload, { imagesOnly: true }),
      );
      // users.picture holds a URL because the default avatar and older pictures are plain URLs too.
      const row = await updateUserPicture(db, user._id, imageUrl(config.mediaHost, file.id));
      return { user: toSessionUser(row), message: t('account.pictureUpdated') };
    },
  );
};
