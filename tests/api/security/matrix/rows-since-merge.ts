import { systemClock } from '#server/lib/clock.ts';
import { issueOneTimeToken } from '#server/modules/auth/index.ts';
import { demoWav } from '#server/seed/demo-audio.ts';
import {
  canCancelPayment,
  canMarkInvoicePaid,
  canPurchaseDelivery,
  canSeePayments,
} from '#shared/projects/purchase/purchase.ts';
import { canUploadDeliveredFiles } from '#shared/projects/video/delivery.ts';
import { isLoggedIn } from '#shared/users/levels.ts';
import { multipartBody, multipartHeaders } from '../../../support/multipart.ts';
import { testPassword } from '../../../support/test-app.ts';
import { json, projectRow } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';
import type { World } from './world.ts';

const signedIn = ({ actor }: { actor: Parameters<typeof isLoggedIn>[0] }) => isLoggedIn(actor);
const everyone = () => true;

/** An invoice the project's client started on a ready project, for an admin to settle. */
const pendingInvoice = async (world: World): Promise<string> => {
  const project = await world.project('own', { status: 'ready' });
  const response = await world.t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/purchase`,
    payload: {},
    headers: { cookie: world.cookies.client ?? '' },
  });
  if (response.statusCode !== 200) throw new Error(`purchase failed: ${response.statusCode} ${response.body}`);
  return response.json<{ payment: { _id: string } }>().payment._id;
};

/** An invoice an admin started on the row's project, for its buyers to call off (decision 092). */
const invoiceOn = async (world: World, projectId: string): Promise<string> => {
  const response = await world.t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/purchase`,
    payload: {},
    headers: { cookie: world.cookies.admin ?? '' },
  });
  if (response.statusCode !== 200) throw new Error(`purchase failed: ${response.statusCode} ${response.body}`);
  return response.json<{ payment: { _id: string } }>().payment._id;
};

const resetToken = async (world: World): Promise<string> =>
  issueOneTimeToken(
    { db: world.t.database.db, clock: systemClock },
    { kind: 'passwordReset', userId: (await world.bystander('client'))._id },
  );

/** The routes main gained on 2026-11-23: account security and footer, purchase and delivery, top search, password reset, health. */
export const rowsSinceMerge: MatrixRow[] = [
  defineRow({
    route: 'POST /api/accounts/password',
    writes: true,
    freshSession: true,
    endsOtherSessions: true,
    request: () => json('POST', '/api/accounts/password', { currentPassword: testPassword, newPassword: testPassword }),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/accounts/sign-out-others',
    writes: true,
    freshSession: true,
    endsOtherSessions: true,
    request: () => json('POST', '/api/accounts/sign-out-others'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'GET /api/accounts/load-bg',
    request: () => json('GET', '/api/accounts/load-bg'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/accounts/bg',
    writes: true,
    request: () => json('POST', '/api/accounts/bg', { bg: 'pattern-1' }),
    allowed: signedIn,
  }),
  defineRow({
    route: 'DELETE /api/accounts/bg/:resourceId',
    writes: true,
    request: () => json('DELETE', '/api/accounts/bg/pattern-1'),
    allowed: signedIn,
  }),

  projectRow({
    route: 'POST /api/projects/:id/purchase',
    writes: true,
    state: { status: 'ready' },
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/purchase`, {}),
    allowed: ({ actor, fixture }) => canPurchaseDelivery(actor, fixture.record, null),
  }),
  projectRow({
    route: 'GET /api/projects/:id/payments',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/payments`),
    allowed: ({ actor, fixture }) => canSeePayments(actor, fixture.record),
  }),
  defineRow<string>({
    route: 'POST /api/payments/:id/mark-paid',
    writes: true,
    fixture: pendingInvoice,
    request: ({ fixture }) => json('POST', `/api/payments/${fixture}/mark-paid`),
    allowed: ({ actor }) => canMarkInvoicePaid(actor),
  }),
  projectRow({
    route: 'GET /invoices/:id',
    writes: true,
    state: { status: 'ready' },
    visitorRefusal: 'sign-in-page',
    request: async ({ world, fixture }) => ({ method: 'GET', url: `/invoices/${await invoiceOn(world, fixture.id)}` }),
    allowed: ({ actor, fixture }) => canSeePayments(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/payments/:id/cancel',
    writes: true,
    state: { status: 'ready' },
    request: async ({ world, fixture }) => json('POST', `/api/payments/${await invoiceOn(world, fixture.id)}/cancel`),
    allowed: ({ actor, fixture }) => canCancelPayment(actor, fixture.record),
  }),
  defineRow({
    route: 'POST /api/payments/stripe/webhook',
    // Only Stripe's signature opens it, and Stripe is not configured here: nobody is let in, and signing in would not help.
    visitorRefusal: 'as-signed-in',
    request: () => json('POST', '/api/payments/stripe/webhook', { type: 'checkout.session.completed' }),
    allowed: () => false,
  }),
  projectRow({
    route: 'POST /api/projects/:id/delivery/:slot',
    writes: true,
    request: ({ fixture }) => ({
      method: 'POST',
      url: `/api/projects/${fixture.id}/delivery/voice`,
      headers: multipartHeaders,
      payload: multipartBody({ filename: 'voice.wav', content: demoWav(1, 0), contentType: 'audio/wav' }),
    }),
    allowed: ({ actor }) => canUploadDeliveredFiles(actor),
  }),

  defineRow({
    route: 'GET /api/search',
    request: () => ({ ...json('GET', '/api/search?term=Explainer'), scope: { listsProjects: true } }),
    allowed: signedIn,
  }),

  defineRow({ route: 'GET /auth/forgot', request: () => json('GET', '/auth/forgot'), allowed: everyone }),
  defineRow({
    route: 'POST /auth/forgot',
    writes: true,
    request: ({ world }) => ({
      ...json('POST', '/auth/forgot', { email: world.extras.plainAuthor.email }),
      scope: { sent: world.extras.plainAuthor.email },
    }),
    allowed: everyone,
  }),
  defineRow<string>({
    route: 'GET /auth/reset/:token',
    fixture: resetToken,
    request: ({ fixture }) => json('GET', `/auth/reset/${fixture}`),
    allowed: everyone,
  }),
  defineRow<string>({
    route: 'POST /auth/reset/:token',
    writes: true,
    fixture: resetToken,
    request: ({ fixture }) => json('POST', `/auth/reset/${fixture}`, { password: 'a-brand-new-password' }),
    allowed: everyone,
  }),
  defineRow({ route: 'GET /healthz', request: () => json('GET', '/healthz'), allowed: everyone }),
  defineRow({ route: 'GET /readyz', request: () => json('GET', '/readyz'), allowed: everyone }),
];
