// The scale studio the front-end timings and the memory soak start from (issue 19): the demo studio
// and issue 19's scale data in the PostgreSQL PG_URL names, with the sixty-scene project's frames
// stored as real JPEG files so that its scenes page loads real images.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import { loadConfig } from '#server/lib/config.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { benchProjectTitle, benchSceneCount, seedScaleData } from '#server/seed/seed-scale.ts';
import { benchPassword } from './demo-studio.ts';

export interface ScaleStudio {
  dataDir: string;
  benchProjectId: string;
}

/**
 * The demo studio and issue 19's scale data, vacuumed as autovacuum would have by then (index-only scans
 * read the visibility map it sets) and checkpointed, as a running studio's data would be.
 */
export const seedScaleStudio = async (
  db: Db,
  options: { dataDir: string; storage: Storage; scale: number },
): Promise<void> => {
  await seedDemo(db, { password: benchPassword, dataDir: options.dataDir, locale: 'en', storage: options.storage });
  const demo = async (email: string) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`${email} is missing from the demo studio`);
    return user.id;
  };
  const started = performance.now();
  await seedScaleData(db, {
    scale: options.scale,
    locale: 'en',
    demoClientId: await demo('client@demo.local'),
    demoAdminId: await demo('admin@demo.local'),
    demoStaffId: await demo('staff@demo.local'),
  });
  await db.execute(sql`vacuum analyze`);
  // The seeding's dirty pages written now, not by a checkpoint spread over the first measures.
  await db.execute(sql`checkpoint`);
  console.log(`Scale ${options.scale}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** `frame` is one JPEG; it is stored under each of the sixty scenes' image keys. */
export const openScaleStudio = async (options: {
  databaseUrl: string;
  name: string;
  scale: number;
  frame?: Buffer;
}): Promise<ScaleStudio> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `es-bench-${options.name}-`));
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  const storage = createStorage(loadConfig({ DATA_DIR: dataDir }, process.cwd()));
  try {
    await seedScaleStudio(database.db, { dataDir, storage, scale: options.scale });
    const [benchProject] = await database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.title, benchProjectTitle));
    if (!benchProject) throw new Error('the sixty-scene project is missing');
    if (options.frame) {
      // seed-scale.ts names the frames bench-frame-<n>_l.jpg.
      for (let scene = 1; scene <= benchSceneCount; scene += 1)
        await storage.put(`bench-frame-${scene}_l.jpg`, options.frame, { contentType: 'image/jpeg' });
    }
    return { dataDir, benchProjectId: benchProject.id };
  } finally {
    await storage.close();
    await database.close();
  }
};

/** Signs in through the app's login route and answers its cookies (`name=value; ...`). */
/** A Cookie header as a browser context's cookies: the session's and the one naming its user (decision 132). */
export const browserCookies = (cookieHeader: string, url: string): { name: string; value: string; url: string }[] =>
  cookieHeader
    .split('; ')
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));

export const signInTo = async (origin: string, email: string, password = benchPassword): Promise<string> => {
  const response = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`signing in as ${email} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
};
