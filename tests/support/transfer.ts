import type { Database } from '#server/db/client.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import type { Config } from '#server/lib/config.ts';
import { demoWav } from '#server/seed/demo-audio.ts';
import { prepareTransfer } from '#server/modules/projects/transfer/service.ts';
import { multipartBody } from '#server/modules/projects/transfer/wire.ts';
import { pngImage } from './images.ts';
import { multipartBody as uploadBody, multipartHeaders } from './multipart.ts';
import { seedProject } from './projects.ts';
import type { TestApp } from './test-app.ts';

export const transferKey = 'transfer-key-shared-by-both-test-hosts-0123456789';

type Send = (
  method: 'GET' | 'POST',
  url: string,
  options?: { payload?: unknown; upload?: { filename: string; content: Buffer } },
) => Promise<{ status: number; body: string; json: () => unknown }>;

/** Requests as one signed-in user, through app.inject. */
export const injectAs =
  (t: TestApp, cookie: string): Send =>
  async (method, url, options = {}) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie, ...(options.upload ? multipartHeaders : {}) },
      ...(options.upload
        ? { payload: uploadBody(options.upload) }
        : options.payload === undefined
          ? {}
          : { payload: options.payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.body, json: () => response.json() };
  };

const ok = async (answer: ReturnType<Send>): Promise<Record<string, unknown>> => {
  const response = await answer;
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`setup request failed: ${response.status} ${response.body}`);
  return response.json() as Record<string, unknown>;
};

/**
 * A project with what a transfer must carry: scenes with a storyboard image, an extension, a cart
 * with options, comments with an attachment and a reply, a delivered recording, a collaborator.
 */
export const richProject = async (send: Send, database: Database, people: { collaboratorId: string }) => {
  const project = await seedProject(database.db, { title: 'Transfer me', collaboratorIds: [people.collaboratorId] });
  const id = project.id;
  await ok(send('POST', `/api/projects/${id}/scenes`));
  const scenes = (await ok(send('GET', `/api/projects/${id}/scenes`))).scenes as { _id: string; revision: number }[];
  const [first, second] = scenes;
  if (!first || !second) throw new Error('expected two scenes');
  await ok(
    send('POST', `/api/projects/${id}/scenes/${first._id}`, {
      payload: { text: 'A founder explains the product in one breath.', revision: first.revision },
    }),
  );
  await ok(
    send('POST', `/api/projects/${id}/scenes/${second._id}/upload`, {
      upload: { filename: 'board.png', content: await pngImage(64, 48) },
    }),
  );
  await ok(send('POST', `/api/projects/${id}/cart`, { payload: { action: 'addCartItem', id: 'logo-color' } }));
  await ok(
    send('POST', `/api/projects/${id}/versions`, {
      payload: { title: 'Shorter cut', editing: true, voiceChange: false, drawing: 2 },
    }),
  );
  await ok(
    send('POST', `/api/projects/${id}/delivery/voice`, { upload: { filename: 'voice.wav', content: demoWav(1, 330) } }),
  );
  const attachment = (
    await ok(
      send('POST', '/api/files/upload', {
        upload: { filename: 'notes.txt', content: Buffer.from('Keep the logo blue.') },
      }),
    )
  ).file as { id: string; name: string };
  const comment = (
    await ok(
      send('POST', '/api/comments', {
        payload: {
          itemType: 'project',
          itemId: id,
          text: 'Please keep the logo blue',
          files: [{ id: attachment.id, name: attachment.name }],
        },
      }),
    )
  ).comment as { _id: string };
  await ok(
    send('POST', '/api/comments', {
      payload: { itemType: 'project', itemId: id, text: 'Will do', replyTo: comment._id },
    }),
  );
  await ok(
    send('POST', '/api/comments', {
      payload: { itemType: 'scene', itemId: first._id, text: 'Shorter sentence here?' },
    }),
  );
  // Ready last: the script can only be written while the project is in progress.
  await database.executeSql("update projects set status = 'ready' where id = $1", [id]);
  return { id };
};

/** Rows in every table of the app's schema, by table: what a refused transfer must leave unchanged. */
export const tableCounts = async (database: Database): Promise<Record<string, number>> => {
  const tables = await database.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = await database.executeSql(`select count(*)::int as count from "${String(table)}"`);
    counts[String(table)] = Number(result.rows[0]?.count);
  }
  return counts;
};

/** Every key in a host's store. */
export const storedKeys = async (config: Config): Promise<string[]> => {
  const storage = createStorage(config);
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  await storage.close();
  return keys.sort();
};

/** The exact body the source would send for a project, for tests that cut it or change it on the way. */
export const transferBody = async (
  source: TestApp,
  projectId: string,
): Promise<{ body: Buffer; contentType: string }> => {
  const storage = createStorage(source.config);
  const { boundary, parts } = await prepareTransfer(
    { db: source.database.db, storage, config: source.config },
    projectId,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of multipartBody(boundary, parts)) chunks.push(chunk);
  await storage.close();
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};
