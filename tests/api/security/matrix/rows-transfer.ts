import { can } from '#shared/users/permissions.ts';
import { onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { transferKey } from '../../../support/transfer.ts';
import { json, projectRow } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';
import type { World } from './world.ts';

/** Where a refused transfer is told to send: never reached, since the refusal comes first. */
const unusedTarget = 'http://127.0.0.1:9';

/**
 * A real second host for the transfers the rules allow, started on the first one and closed after the test.
 * It listens on a port of its own choosing: the site shard and the hostile-input test run it at once.
 */
const targets = new WeakMap<World, Promise<string>>();
const targetHost = (world: World): Promise<string> => {
  const existing = targets.get(world);
  if (existing) return existing;
  const started = createTestApp({ jobs: false, config: { transferKey } }).then(async (target: TestApp) => {
    const address = await target.app.listen({ port: 0, host: '127.0.0.1' });
    onTestFinished(() => target.close());
    return address;
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
      const target = can(actor, 'transferProject') ? await targetHost(world) : unusedTarget;
      return json('POST', `/api/projects/${fixture.id}/transfer`, { target });
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
