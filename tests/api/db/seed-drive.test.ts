import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { driveSetups, projects, users } from '#server/db/schema/index.ts';
import { seedDemoDrive } from '#server/seed/seed-demo-drive.ts';
import { driveProjectFolders } from '#shared/projects/drive/drive.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp({ jobs: false });

it('gives the demo bakery project a drive folder made by the local provider, once', async () => {
  const pm = await t.createUser('staff', ['project-manager']);
  await t.database.db.update(users).set({ email: 'pm@demo.local' }).where(eq(users.id, pm._id));
  const project = await seedProject(t.database.db, { title: 'Bakery launch video' });

  await seedDemoDrive(t.database.db, t.config, 'en');
  await seedDemoDrive(t.database.db, t.config, 'en');

  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
  expect(row?.gdriveFolder).toBe('http://localhost:3000/drive/local/Bakery%20launch%20video');
  expect(readdirSync(t.config.drive.localRoot)).toEqual(['Bakery launch video']);
  expect(readdirSync(path.join(t.config.drive.localRoot, 'Bakery launch video')).sort()).toEqual(
    [...driveProjectFolders].sort(),
  );
  const setups = await t.database.db.select().from(driveSetups).where(eq(driveSetups.projectId, project.id));
  expect(setups).toHaveLength(1);
  expect(setups[0]?.status).toBe('complete');
  expect(setups[0]?.log.trim().split('\n').at(-1)).toBe('Drive folder linked to the project. Complete.');
});
