import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { driveSetups } from '#server/db/schema/index.ts';
import { canSetUpDrive } from '#shared/projects/drive/drive.ts';
import { can } from '#shared/users/permissions.ts';
import { json, projectRow } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';

/** Cloud Drive Setup (issue 18, decision 067): project managers start, read and link. */
export const driveRows: MatrixRow[] = [
  projectRow({
    route: 'POST /api/projects/:id/gdrive/create',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/gdrive/create`),
    allowed: ({ actor }) => canSetUpDrive(actor),
  }),
  projectRow({
    route: 'POST /api/projects/:id/gdrive/link',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/gdrive/link`, {
        folderUrl: 'https://drive.google.com/drive/folders/matrix',
      }),
    allowed: ({ actor }) => canSetUpDrive(actor),
  }),
  defineRow({
    route: 'GET /api/projects/gdrive/create/progress',
    // The progress is the caller's own setup's: a caller who may set up drives has started one.
    request: async ({ world, actor }) => {
      if (actor && canSetUpDrive(actor)) {
        const project = await world.project('internal');
        await world.t.database.db
          .insert(driveSetups)
          .values({ projectId: project.id, startedBy: actor._id, log: 'Matrix setup queued\n' })
          .onConflictDoNothing();
      }
      return json('GET', '/api/projects/gdrive/create/progress');
    },
    allowed: ({ actor }) => canSetUpDrive(actor),
  }),
  defineRow({
    route: 'GET /drive/local/*',
    visitorRefusal: 'sign-in-page',
    request: ({ world }) => {
      mkdirSync(path.join(world.t.config.drive.localRoot, 'Matrix project', 'script'), { recursive: true });
      return json('GET', '/drive/local/Matrix%20project');
    },
    allowed: ({ actor }) => can(actor, 'viewDriveFolderLink'),
  }),
];
