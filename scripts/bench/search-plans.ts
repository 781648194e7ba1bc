// Decision 062: the plans of the top bar's search on the scaled studio. Prints EXPLAIN (ANALYZE,
// BUFFERS) of each case. Run through `bash scripts/with-pg15.sh tsx scripts/bench/search-plans.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { loadConfig } from '#server/lib/config.ts';
import { searchStatementFor } from '#server/modules/search/index.ts';
import { findUserByEmail, toSessionUser } from '#server/modules/users/index.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { seedScaleData } from '#server/seed/seed-scale.ts';
import { benchPassword } from './demo-studio.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through scripts/with-pg15.sh');
const dataDir = mkdtempSync(path.join(tmpdir(), 'es-search-plans-'));
const database = await openDatabase({ databaseUrl, dataDir });
const storage = createStorage(loadConfig({ DATA_DIR: dataDir }, process.cwd()));
await seedDemo(database.db, { password: benchPassword, dataDir, locale: 'en', storage });
await storage.close();
const demo = async (email: string) => {
  const row = await findUserByEmail(database.db, email);
  if (!row) throw new Error(`${email} is missing from the demo studio`);
  return toSessionUser(row);
};
const [admin, client] = [await demo('admin@demo.local'), await demo('client@demo.local')];
await seedScaleData(database.db, {
  scale: Number(process.env.BENCH_SCALE ?? 1),
  locale: 'en',
  demoClientId: client._id,
  demoAdminId: admin._id,
  demoStaffId: (await demo('staff@demo.local'))._id,
});
// VACUUM empties the GIN indexes' pending lists, as autovacuum does in a running studio; the bulk insert leaves them full.
await database.db.execute(sql`vacuum analyze`);

const cases = (
  process.env.SEARCH_CASES ??
  'admin:zanzibar,admin:project 42,admin:narrator,admin:กาแฟ,admin:qu,client:narrator,client:queue'
).split(',');
try {
  for (const entry of cases) {
    const [who, term = ''] = entry.split(':');
    const viewer = who === 'admin' ? admin : client;
    const plan = (await database.db.execute(
      sql`explain (analyze, buffers) ${searchStatementFor(viewer, term)}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`\n=== ${who}: "${term}" ===`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
