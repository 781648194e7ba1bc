import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { LocalStorage } from '#server/lib/storage/local-storage.ts';
import { listPortfolio } from '#server/modules/projects/portfolio.ts';
import { createTestDatabase } from '../../support/test-database.ts';

let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'es-seed-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('creates the demo studio once: accounts, projects with collaborators and an extension, a portfolio entry', async () => {
  const storage = new LocalStorage(path.join(dataDir, 'media'));
  const first = await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  expect(first.created).toEqual(['admin@demo.local', 'pm@demo.local', 'staff@demo.local', 'freelancer@demo.local', 'client@demo.local']);
  expect(first.projects.slice(-3)).toEqual(['Bakery launch video', 'Bank onboarding explainer', 'Studio showreel']);
  const portfolio = await listPortfolio(database.db, 0);
  expect(portfolio.map((entry) => entry.title)).toEqual(['Studio showreel']);

  const second = await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  expect(second.created).toEqual([]);
  expect(second.projects).toEqual([]);
});
