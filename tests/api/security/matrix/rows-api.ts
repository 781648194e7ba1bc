import { accessTokens, webhookSubscriptions } from '#server/db/schema/index.ts';
import { hashToken } from '#server/modules/auth/index.ts';
import { isLoggedIn } from '#shared/users/levels.ts';
import { canManageWebhooks } from '#shared/webhooks/webhooks.ts';
import { json } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';
import type { World } from './world.ts';

const everyone = () => true;
const signedIn = ({ actor }: { actor: Parameters<typeof isLoggedIn>[0] }) => isLoggedIn(actor);

/** A token of someone else's: no caller may revoke it (each revokes only their own, decision 104). */
const bystanderToken = async (world: World): Promise<string> => {
  const owner = await world.bystander('client');
  const [row] = await world.t.database.db
    .insert(accessTokens)
    .values({
      userId: owner._id,
      name: 'Bystander script',
      tokenHash: hashToken(`matrix-${owner._id}`),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    })
    .returning({ id: accessTokens.id });
  if (!row) throw new Error('no token inserted');
  return row.id;
};
/** A webhook subscription of the studio's (decision 108); jobs do not run in the matrix, so nothing is sent to it. */
const subscription = async (world: World): Promise<string> => {
  const [row] = await world.t.database.db
    .insert(webhookSubscriptions)
    .values({ url: 'http://127.0.0.1:9/matrix', events: ['comment.added'], secret: 'whsec_matrix' })
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw new Error('no webhook inserted');
  return row.id;
};
const managesWebhooks = ({ actor }: { actor: Parameters<typeof canManageWebhooks>[0] }) => canManageWebhooks(actor);

const open = (route: string, url = route.slice(4)) =>
  defineRow({ route, request: () => json('GET', url), allowed: everyone });

/** The API document and its reference page (decision 103), public as the routes they describe are, and the tokens (104). */
export const apiRows: MatrixRow[] = [
  open('GET /api/openapi.json'),
  open('GET /api/docs'),
  open('GET /api/docs/static/index.html'),
  open('GET /api/docs/static/swagger-initializer.js'),
  open('GET /api/docs/json'),
  open('GET /api/docs/yaml'),
  open('GET /api/docs/static/*', '/api/docs/static/index.css'),
  defineRow({
    route: 'GET /api/accounts/tokens',
    request: () => json('GET', '/api/accounts/tokens'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/accounts/tokens',
    writes: true,
    request: () => json('POST', '/api/accounts/tokens', { name: 'Matrix script', lifetimeDays: 7 }),
    allowed: signedIn,
  }),
  defineRow({
    route: 'DELETE /api/accounts/tokens/:id',
    writes: true,
    fixture: bystanderToken,
    request: ({ fixture }) => json('DELETE', `/api/accounts/tokens/${fixture}`),
    allowed: () => false,
  }),
  defineRow({ route: 'GET /api/webhooks', request: () => json('GET', '/api/webhooks'), allowed: managesWebhooks }),
  defineRow({
    route: 'POST /api/webhooks',
    writes: true,
    request: () => json('POST', '/api/webhooks', { url: 'http://127.0.0.1:9/new', events: ['job.paid'] }),
    allowed: managesWebhooks,
  }),
  defineRow({
    route: 'POST /api/webhooks/:id/pause',
    writes: true,
    fixture: subscription,
    request: ({ fixture }) => json('POST', `/api/webhooks/${fixture}/pause`, { paused: true }),
    allowed: managesWebhooks,
  }),
  defineRow({
    route: 'DELETE /api/webhooks/:id',
    writes: true,
    fixture: subscription,
    request: ({ fixture }) => json('DELETE', `/api/webhooks/${fixture}`),
    allowed: managesWebhooks,
  }),
  defineRow({
    route: 'GET /api/webhooks/:id/deliveries',
    fixture: subscription,
    request: ({ fixture }) => json('GET', `/api/webhooks/${fixture}/deliveries`),
    allowed: managesWebhooks,
  }),
];
