import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { files, projects, scenes } from '#server/db/schema/index.ts';
import type { TestApp } from '../../support/test-app.ts';

export const insertProject = async (db: Db, title = 'Coffee shop explainer'): Promise<string> => {
  const [row] = await db
    .insert(projects)
    .values({
      title,
      slug: `p-${randomUUID()}`,
      cart: { items: [], forcedTotal: null, isCompact: false, hideBreakdown: false },
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('project not inserted');
  return row.id;
};

export const insertScene = async (db: Db, projectId: string, position = 0): Promise<string> => {
  const [row] = await db
    .insert(scenes)
    .values({ projectId, position, text: `Scene ${position + 1}` })
    .returning({ id: scenes.id });
  if (!row) throw new Error('scene not inserted');
  return row.id;
};

/** A row as the upload endpoint leaves it; the bytes do not matter to comments. */
export const insertUpload = async (db: Db, uploadedBy: string, name: string, isImage = true): Promise<string> => {
  const [row] = await db
    .insert(files)
    .values({
      name,
      extension: name.split('.').pop() ?? 'bin',
      type: isImage ? 'image/png' : 'application/pdf',
      size: 10,
      isImage,
      uploadedBy,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('upload not inserted');
  return row.id;
};

/** Calls the API as a signed-in user (a cookie) or as a visitor (null). */
export const caller = (t: TestApp, cookie: string | null) => {
  const headers = cookie ? { cookie } : {};
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  };
};
export type Caller = ReturnType<typeof caller>;
