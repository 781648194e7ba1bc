import { can } from '#shared/users/permissions.ts';
import { onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { transferKey } from '../../../support/transfer.ts';
import { json, projectRow } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';
import type { World } from './world.ts';

const targetPort = 4729;

/** A real second host for the transfers the rules allow, started on the first one and closed after the test. */
const targets = new WeakMap<World, Promise<TestApp>>();
const targetHost = (world: World): Promise<TestApp> => {
  const existing = targets.get(world);
  if (existing) return existing;
  const started = createTestApp({
    jobs: false,
    config: { transferKey, publicUrl: `http://127.0.0.1:${targetPort}` },
  }).then(async (target) => {
    await target.app.listen({ port: targetPort, host: '127.0.0.1' });
    onTestFinished(() => target.close());
    return target;
  });
  targets.set(world, started);
  return started;
};

/** Transfer Project (issue 18, decision 068): admins send a project away; transfer-in takes the key, never a session. */
export const transferRows: MatrixRow[] = [
  projectRow({
    route: 'GET /api/projects/:id/transfer',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/transfer`),
    allowed: ({ actor }) => can(actor, 'transferProject'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/transfer',
    writes: true,
    request: async ({ world, fixture, actor }) => {
      if (can(actor, 'transferProject')) await targetHost(world);
      return json('POST', `/api/projects/${fixture.id}/transfer`, { target: `http://127.0.0.1:${targetPort}` });
    },
    allowed: ({ actor }) => can(actor, 'transferProject'),
  }),
  defineRow({
    route: 'POST /api/projects/transfer-in',
    // Key-authenticated: a session, even an admin's, is no transfer key.
    visitorRefusal: 'key-required',
    request: () => ({
      method: 'POST',
      url: '/api/projects/transfer-in',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b--\r\n',
    }),
    allowed: () => false,
  }),
];
