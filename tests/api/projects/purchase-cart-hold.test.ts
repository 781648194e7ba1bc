import { describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/index.ts';
import { everyone, useScenesApi, type Who } from '../scenes/support.ts';
import { buyers, paymentOf } from './purchase-support.ts';

// Decision 092: a pending purchase holds the cart it was priced from; it is paid for that cart or
// called off, and what is delivered is what was paid for.
const { t, api } = useScenesApi();

const purchase = (who: Who, projectId: string) => api.send(who, 'POST', `/api/projects/${projectId}/purchase`, {});
const cartAction = (who: Who, projectId: string, body: Record<string, unknown>) =>
  api.send(who, 'POST', `/api/projects/${projectId}/cart`, body);
const cancel = (who: Who, paymentId: string) => api.send(who, 'POST', `/api/payments/${paymentId}/cancel`, {});
const markPaid = (paymentId: string) => api.send('admin', 'POST', `/api/payments/${paymentId}/mark-paid`, {});
const cost = async (projectId: string) =>
  (await api.send('collabClient', 'GET', `/api/projects/${projectId}/cost`)).json();
const isPurchased = async (projectId: string) =>
  (await api.send('admin', 'GET', `/api/projects/${projectId}`)).json().project.purchased as boolean;

const add = async (projectId: string, ids: string[]) => {
  for (const id of ids)
    expect((await cartAction('collabClient', projectId, { action: 'addCartItem', id })).statusCode).toBe(200);
};

const discounts = ['discount-watermark', 'discount-pay-online', 'discount-no-changes'];
const extras = ['nda', 'multilingual', 'rush-job'];

describe('a pending purchase holds the cart', () => {
  it('refuses every change to what the cart charges, for everyone, and the invoice is paid for the cart as it is', async () => {
    const project = await api.project({ title: 'Bakery launch', status: 'ready' });
    await add(project.id, discounts);
    const invoice = paymentOf(await purchase('collabClient', project.id));
    // Base 1,000 less 200 and 100, then less 20%.
    expect(invoice).toMatchObject({ status: 'pending', amount: 560 });

    const held = `The cart cannot change while invoice ${invoice.number} for $560 awaits payment. Cancel the purchase to change it.`;
    const attempts: [Who, Record<string, unknown>][] = [
      ['collabClient', { action: 'removeCartItem', id: 'discount-watermark' }],
      ['collabClient', { action: 'addCartItem', id: 'nda' }],
      ['pm', { action: 'addCartItem', id: 'multilingual' }],
      ['admin', { action: 'removeCartItem', id: 'discount-no-changes' }],
      ['admin', { action: 'forceCartTotal', total: 300 }],
      ['admin', { action: 'unforceCartTotal' }],
    ];
    for (const [who, body] of attempts) {
      const refused = await cartAction(who, project.id, body);
      expect([refused.statusCode, refused.json().message], `${who} ${String(body.action)}`).toEqual([409, held]);
    }
    // Showing the cart compact changes nothing it charges.
    expect((await cartAction('collabClient', project.id, { action: 'isCompact', isCompact: true })).statusCode).toBe(
      200,
    );

    const during = await cost(project.id);
    expect(during).toMatchObject({
      discountsOffered: false,
      discounts: [],
      purchased: false,
      pendingPayment: { number: invoice.number, amount: 560 },
    });
    expect(during.cart.total).toBe(560);
    const again = paymentOf(await purchase('pm', project.id));
    expect([again._id, again.amount]).toEqual([invoice._id, 560]);

    expect((await markPaid(invoice._id)).statusCode).toBe(200);
    expect(await isPurchased(project.id)).toBe(true);
    expect(await cost(project.id)).toMatchObject({
      purchased: true,
      pendingPayment: null,
      cart: { total: invoice.amount },
    });
    const after = await cartAction('pm', project.id, { action: 'removeCartItem', id: 'discount-watermark' });
    expect([after.statusCode, after.json().message]).toEqual([
      403,
      'Watermark discount cannot be changed: the video has been purchased',
    ]);
    const forced = await cartAction('admin', project.id, { action: 'forceCartTotal', total: 5000 });
    expect([forced.statusCode, forced.json().message]).toEqual([
      403,
      'The cart cannot change: the video has been purchased',
    ]);
  });

  it('lets a buyer call the purchase off: the invoice is void, the cart changes, and the next purchase invoices the cart as it is', async () => {
    const project = await api.project({ status: 'ready' });
    await add(project.id, discounts);
    const first = paymentOf(await purchase('collabClient', project.id));

    for (const who of everyone.filter((person) => !buyers.includes(person))) {
      const refused = await cancel(who, first._id);
      expect([refused.statusCode, refused.json().message], who).toEqual([
        who === 'visitor' ? 401 : 403,
        'Only the project’s collaborators can cancel its purchase',
      ]);
    }
    const cancelled = await cancel('collabClient', first._id);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([
      200,
      `Invoice ${first.number} cancelled: the cart can change again`,
    ]);
    expect(paymentOf(cancelled)).toMatchObject({ _id: first._id, status: 'cancelled', paidAt: null });
    expect(paymentOf(cancelled).cancelledAt).not.toBeNull();
    const twice = await cancel('collabClient', first._id);
    expect([twice.statusCode, twice.json().message]).toEqual([200, `Invoice ${first.number} was already cancelled`]);
    const payVoid = await markPaid(first._id);
    expect([payVoid.statusCode, payVoid.json().message]).toEqual([
      409,
      `Invoice ${first.number} was cancelled and cannot be paid`,
    ]);
    expect(await isPurchased(project.id)).toBe(false);
    expect(await cost(project.id)).toMatchObject({ discountsOffered: true, pendingPayment: null });

    for (const id of discounts)
      expect((await cartAction('collabClient', project.id, { action: 'removeCartItem', id })).statusCode).toBe(200);
    await add(project.id, extras);
    const total = (await cost(project.id)).cart.total as number;
    // Base 1,000 and 200 and 200, then 50% more for the rush.
    expect(total).toBe(2100);
    const second = paymentOf(await purchase('collabClient', project.id));
    expect(second._id).not.toBe(first._id);
    expect(second).toMatchObject({ status: 'pending', amount: 2100 });

    const paid = paymentOf(await markPaid(second._id));
    expect([paid.status, paid.amount]).toEqual(['paid', (await cost(project.id)).cart.total]);
    expect(await isPurchased(project.id)).toBe(true);
    const late = await cancel('collabClient', second._id);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      `Invoice ${second.number} is paid and cannot be cancelled`,
    ]);
    const listed = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().items;
    expect(listed.map((payment: { status: string; amount: number }) => [payment.status, payment.amount])).toEqual([
      ['paid', 2100],
      ['cancelled', 560],
    ]);
  });

  it('neither pays nor answers again an invoice written for another cart before the hold existed', async () => {
    const project = await api.project({ status: 'ready' });
    await add(project.id, ['nda']);
    const [stale] = await t.database.db
      .insert(payments)
      .values({ projectId: project.id, provider: 'invoice', amount: 720, currency: 'usd' })
      .returning();
    if (!stale) throw new Error('payment not inserted');
    const refused = await markPaid(stale.id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `Invoice ${stale.number} is for $720 but the cart now totals $1,200: cancel it, and purchase again to invoice the cart as it is`,
    ]);
    expect(await isPurchased(project.id)).toBe(false);

    const fresh = paymentOf(await purchase('collabClient', project.id));
    expect(fresh._id).not.toBe(stale.id);
    expect(fresh.amount).toBe(1200);
    const listed = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`)).json().items;
    expect(listed.find((payment: { _id: string }) => payment._id === stale.id)).toMatchObject({ status: 'cancelled' });
  });

  it('a cart change racing a purchase lands wholly before it or is refused: the invoice is for the cart that was saved', async () => {
    const project = await api.project({ status: 'ready' });
    const [change, bought] = await Promise.all([
      cartAction('collabClient', project.id, { action: 'addCartItem', id: 'nda' }),
      purchase('collabClient', project.id),
    ]);
    expect(bought.statusCode).toBe(200);
    expect([200, 409]).toContain(change.statusCode);
    expect(paymentOf(bought).amount).toBe(change.statusCode === 200 ? 1200 : 1000);
    expect((await cost(project.id)).cart.total).toBe(paymentOf(bought).amount);
  });
});
