import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeSettings } from '#server/lib/config.ts';
import { useScenesApi } from '../scenes/support.ts';
import { paymentOf, purchaseNotices } from './purchase-support.ts';

/**
 * A local stand-in for the one Stripe endpoint the server calls: it records each Checkout Session
 * request (form-encoded, as the library sends it) and answers a session with a payment page.
 */
const sessionRequests: URLSearchParams[] = [];
let failNext = false;
const fakeStripe = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions' || failNext) {
      failNext = false;
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such endpoint in the fake' } }));
      return;
    }
    sessionRequests.push(new URLSearchParams(body));
    const id = `cs_test_${sessionRequests.length}`;
    response.end(JSON.stringify({ id, object: 'checkout.session', payment_status: 'unpaid', url: `https://checkout.example.test/pay/${id}` }));
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

const sessionEvent = (sessionId: string, paymentStatus = 'paid') =>
  JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  });

const deliver = (payload: string, secret = stripe.webhookSecret) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });

const isPurchased = async (projectId: string) => (await api.send('admin', 'GET', `/api/projects/${projectId}`)).json().project.purchased as boolean;

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
    expect((await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().provider).toBe('stripe');
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
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: sessionEvent(sessionId) });
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([400, 'The webhook signature is not valid']);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: sessionEvent('cs_other'), secret: stripe.webhookSecret }) },
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
    expect([marked.statusCode, marked.json().message]).toEqual([400, 'This payment is made online and completes by itself']);
  });

  it('keeps no payment when Stripe refuses to start one', async () => {
    const project = await api.project({ status: 'ready' });
    failNext = true;
    const response = await api.send('collabClient', 'POST', `/api/projects/${project.id}/purchase`, {});
    expect([response.statusCode, response.json().message]).toEqual([502, 'The payment provider could not start the payment; try again in a moment']);
    expect((await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().items).toEqual([]);
  });
});
