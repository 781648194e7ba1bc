import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeSettings } from '#server/lib/config.ts';
import type { Payment } from '#shared/projects/purchase/schemas.ts';
import { useScenesApi } from '../scenes/support.ts';
import { paymentOf, purchaseNotices } from './purchase-support.ts';

/**
 * A local stand-in for the Stripe endpoints the server calls: it records each Checkout Session
 * request (form-encoded, as the library sends it) and answers a session with a payment page; it
 * expires an open session, as Stripe does, and answers a session's status.
 */
const sessionRequests: URLSearchParams[] = [];
const sessionStatus = new Map<string, 'open' | 'complete' | 'expired'>();
const expired: string[] = [];
let failNext = false;
/** While set, a new session is answered only once the test releases it. */
let holdNext: Promise<void> | null = null;
const session = (id: string) => ({
  id,
  object: 'checkout.session',
  status: sessionStatus.get(id),
  payment_status: 'unpaid',
  url: `https://checkout.example.test/pay/${id}`,
});
const fakeStripe = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    const refuse = (message: string) => {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    };
    const [, id, expire] = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(request.url ?? '') ?? [];
    if (failNext) {
      failNext = false;
      refuse('Failing on purpose');
    } else if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      sessionRequests.push(new URLSearchParams(body));
      const created = `cs_test_${sessionRequests.length}`;
      sessionStatus.set(created, 'open');
      const held = holdNext ?? Promise.resolve();
      holdNext = null;
      void held.then(() => response.end(JSON.stringify(session(created))));
    } else if (id && sessionStatus.has(id) && request.method === 'POST' && expire) {
      if (sessionStatus.get(id) !== 'open')
        return refuse('Only Checkout Sessions with a status of open can be expired');
      sessionStatus.set(id, 'expired');
      expired.push(id);
      response.end(JSON.stringify(session(id)));
    } else if (id && sessionStatus.has(id) && request.method === 'GET' && !expire) {
      response.end(JSON.stringify(session(id)));
    } else refuse('No such endpoint in the fake');
  });
});

// The app is built before this file's beforeAll; the settings object is the app's own, so the fake's
// address is filled in before the first purchase makes the library's client.
const stripe: StripeSettings = { secretKey: 'sk_test_explainer', webhookSecret: 'whsec_explainer_test', apiUrl: null };
const { t, people, api } = useScenesApi({ config: { stripe } });
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  stripe.apiUrl = `http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeStripe.close(() => resolve())));

const signer = new Stripe('sk_test_signer');

const sessionEvent = (sessionId: string, paymentStatus = 'paid', type = 'checkout.session.completed') =>
  JSON.stringify({
    id: `evt_${sessionId}_${type}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  });

const deliver = (payload: string, secret = stripe.webhookSecret) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });

const isPurchased = async (projectId: string) =>
  (await api.send('admin', 'GET', `/api/projects/${projectId}`)).json().project.purchased as boolean;

const startCheckout = async () => {
  const project = await api.project({ title: 'Bakery launch', status: 'ready' });
  const response = await api.send('collabClient', 'POST', `/api/projects/${project.id}/purchase`, {});
  expect(response.statusCode, response.body).toBe(200);
  return { project, payment: paymentOf(response), body: response.json() };
};

describe('Stripe Checkout, when configured', () => {
  it('creates a Checkout Session for the cart total and sends the buyer to its page', async () => {
    const { project, payment, body } = await startCheckout();
    const sent = sessionRequests.at(-1);
    expect(body.redirectUrl).toBe(`https://checkout.example.test/pay/cs_test_${sessionRequests.length}`);
    expect(body.message).toBe('Taking you to the payment page');
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', amount: 1000 });
    expect(sent?.get('mode')).toBe('payment');
    expect(sent?.get('client_reference_id')).toBe(payment._id);
    expect(sent?.get('metadata[paymentId]')).toBe(payment._id);
    expect(sent?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent?.get('line_items[0][price_data][unit_amount]')).toBe('100000');
    expect(sent?.get('line_items[0][price_data][product_data][name]')).toBe('Bakery launch');
    expect(sent?.get('success_url')).toBe(`http://localhost:3000/projects/${project.id}/scenes?purchase=complete`);
    expect((await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().provider).toBe(
      'stripe',
    );
  });

  it('completes the purchase from a webhook with a good signature, once, however often it is delivered', async () => {
    const { project, payment } = await startCheckout();
    const sessionId = `cs_test_${sessionRequests.length}`;
    const first = await deliver(sessionEvent(sessionId));
    expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
    expect(await isPurchased(project.id)).toBe(true);
    const [paid] = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().items;
    expect(paid).toMatchObject({ _id: payment._id, status: 'paid' });

    const [again, concurrent] = await Promise.all([deliver(sessionEvent(sessionId)), deliver(sessionEvent(sessionId))]);
    expect([again.statusCode, concurrent.statusCode]).toEqual([200, 200]);
    const [still] = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().items;
    expect(still.paidAt).toBe(paid.paidAt);
    expect(await purchaseNotices(t, people.pm.cookie, project.id)).toBe(1);
    expect(await purchaseNotices(t, people.admin.cookie, project.id)).toBe(1);
  });

  it('refuses a webhook whose signature does not match, and purchases nothing', async () => {
    const { project } = await startCheckout();
    const sessionId = `cs_test_${sessionRequests.length}`;
    const forged = await deliver(sessionEvent(sessionId), 'whsec_someone_else');
    expect([forged.statusCode, forged.json().message]).toEqual([400, 'The webhook signature is not valid']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: sessionEvent(sessionId),
    });
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([400, 'The webhook signature is not valid']);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: sessionEvent('cs_other'),
          secret: stripe.webhookSecret,
        }),
      },
      payload: sessionEvent(sessionId),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await isPurchased(project.id)).toBe(false);
  });

  it('leaves an unpaid session pending, and an admin cannot mark an online payment paid', async () => {
    const { project, payment } = await startCheckout();
    const unpaid = await deliver(sessionEvent(`cs_test_${sessionRequests.length}`, 'unpaid'));
    expect(unpaid.statusCode).toBe(200);
    expect(await isPurchased(project.id)).toBe(false);
    const marked = await api.send('admin', 'POST', `/api/payments/${payment._id}/mark-paid`, {});
    expect([marked.statusCode, marked.json().message]).toEqual([
      400,
      'This payment is made online and completes by itself',
    ]);
  });

  it('keeps no payment when Stripe refuses to start one', async () => {
    const project = await api.project({ status: 'ready' });
    failNext = true;
    const response = await api.send('collabClient', 'POST', `/api/projects/${project.id}/purchase`, {});
    expect([response.statusCode, response.json().message]).toEqual([
      502,
      'The payment provider could not start the payment; try again in a moment',
    ]);
    expect((await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().items).toEqual([]);
  });
});

// Decision 092: an open checkout holds the cart it was priced from, as an unpaid invoice does.
describe('a Stripe checkout holds the cart', () => {
  const addNda = (projectId: string) =>
    api.send('collabClient', 'POST', `/api/projects/${projectId}/cart`, { action: 'addCartItem', id: 'nda' });
  const paymentsOf = async (projectId: string) =>
    (await api.send('collabClient', 'GET', `/api/projects/${projectId}/payments`)).json().items as Payment[];

  it('refuses cart changes while the checkout is open; a second purchase expires the first checkout and prices the same cart', async () => {
    const { project, payment } = await startCheckout();
    const held = await addNda(project.id);
    expect([held.statusCode, held.json().message]).toEqual([
      409,
      `The cart cannot change while invoice ${payment.number} for $1,000 awaits payment. Cancel the purchase to change it.`,
    ]);
    const firstSession = `cs_test_${sessionRequests.length}`;

    const again = await api.send('collabClient', 'POST', `/api/projects/${project.id}/purchase`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(expired).toContain(firstSession);
    expect(again.json().redirectUrl).toBe(`https://checkout.example.test/pay/cs_test_${sessionRequests.length}`);
    expect(sessionRequests.at(-1)?.get('line_items[0][price_data][unit_amount]')).toBe('100000');
    const [second, first] = await paymentsOf(project.id);
    expect([first?._id, first?.status, second?._id, second?.status]).toEqual([
      payment._id,
      'cancelled',
      paymentOf(again)._id,
      'pending',
    ]);
  });

  it('cancelling expires the checkout at Stripe; the cart changes and the next checkout charges the new total', async () => {
    const { project, payment } = await startCheckout();
    const sessionId = `cs_test_${sessionRequests.length}`;
    const cancelled = await api.send('collabClient', 'POST', `/api/payments/${payment._id}/cancel`, {});
    expect([cancelled.statusCode, paymentOf(cancelled).status]).toEqual([200, 'cancelled']);
    expect(sessionStatus.get(sessionId)).toBe('expired');
    expect((await addNda(project.id)).statusCode).toBe(200);
    const next = await api.send('collabClient', 'POST', `/api/projects/${project.id}/purchase`, {});
    expect(paymentOf(next).amount).toBe(1200);
    expect(sessionRequests.at(-1)?.get('line_items[0][price_data][unit_amount]')).toBe('120000');
  });

  it('does not cancel a checkout Stripe says was paid first; its webhook completes the purchase', async () => {
    const { project, payment } = await startCheckout();
    const sessionId = `cs_test_${sessionRequests.length}`;
    sessionStatus.set(sessionId, 'complete');
    const refused = await api.send('collabClient', 'POST', `/api/payments/${payment._id}/cancel`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `Invoice ${payment.number} has just been paid online, so it cannot be cancelled; the video unlocks in a moment`,
    ]);
    expect((await deliver(sessionEvent(sessionId))).statusCode).toBe(200);
    expect(await isPurchased(project.id)).toBe(true);
    const [paid] = await paymentsOf(project.id);
    expect([paid?.status, paid?.amount]).toEqual(['paid', 1000]);
  });

  it('expires a checkout whose purchase was called off while Stripe was still creating it', async () => {
    const project = await api.project({ status: 'ready' });
    let release = () => {};
    holdNext = new Promise<void>((resolve) => (release = resolve));
    const asked = sessionRequests.length;
    const starting = api.send('collabClient', 'POST', `/api/projects/${project.id}/purchase`, {});
    await expect.poll(() => sessionRequests.length).toBe(asked + 1);
    const [pending] = await paymentsOf(project.id);
    expect(pending?.status).toBe('pending');
    expect((await api.send('collabClient', 'POST', `/api/payments/${pending?._id}/cancel`, {})).statusCode).toBe(200);
    release();
    const started = await starting;
    expect([started.statusCode, started.json().message]).toEqual([
      409,
      `Invoice ${pending?.number} was cancelled while its payment page was being prepared; purchase again to pay for the cart as it is`,
    ]);
    expect(sessionStatus.get(`cs_test_${asked + 1}`)).toBe('expired');
    expect((await addNda(project.id)).statusCode).toBe(200);
  });

  it('frees the cart when Stripe reports the checkout expired unpaid', async () => {
    const { project, payment } = await startCheckout();
    const sessionId = `cs_test_${sessionRequests.length}`;
    expect((await deliver(sessionEvent(sessionId, 'unpaid', 'checkout.session.expired'))).statusCode).toBe(200);
    const [after] = await paymentsOf(project.id);
    expect([after?._id, after?.status]).toEqual([payment._id, 'cancelled']);
    expect((await addNda(project.id)).statusCode).toBe(200);
    expect(await isPurchased(project.id)).toBe(false);
  });
});
