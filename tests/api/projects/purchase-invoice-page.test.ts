import { describe, expect, it } from 'vitest';
import { useScenesApi } from '../scenes/support.ts';
import { paymentOf } from './purchase-support.ts';

// Issue 35 item 21: an invoice purchase left the client with an unpaid invoice and nothing to do.
const paymentDetails = 'Bangkok Bank · Explainer Studio Co., Ltd.\nAccount 123-4-56789-0';
const { api } = useScenesApi({ config: { invoicePaymentDetails: paymentDetails } });

const buy = async () => {
  const project = await api.project({ status: 'ready', title: 'Brew app explainer' });
  const purchase = await api.send('collabClient', 'POST', `/api/projects/${project.id}/purchase`, {});
  expect(purchase.statusCode, purchase.body).toBe(200);
  return { projectId: project.id, payment: paymentOf(purchase) };
};

describe('an invoice says how to pay it and what happens next', () => {
  it('lists the studio’s payment details with the project’s payments', async () => {
    const { projectId } = await buy();
    const listed = await api.send('collabClient', 'GET', `/api/projects/${projectId}/payments`);
    expect(listed.json()).toMatchObject({ provider: 'invoice', paymentDetails });
  });

  it('prints the invoice for the buyer: lines, total, payment details and the next step', async () => {
    const { payment } = await buy();
    const page = await api.send('collabClient', 'GET', `/invoices/${payment._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain(`Invoice ${payment.number}`);
    expect(html).toContain('Brew app explainer');
    expect(html).toMatch(/<td>Base package<\/td><td class="amount">\$1,000<\/td>/);
    expect(html).toMatch(/data-testid="invoice-total">\$1,000</);
    expect(html).toContain('Bangkok Bank · Explainer Studio Co., Ltd.\nAccount 123-4-56789-0');
    expect(html).toContain('Transfer $1,000 to the account below and quote invoice');
    expect(html).toContain('What happens next');
    expect(html).toContain('@media print');
  });

  it('shows a paid invoice as paid, without asking for money', async () => {
    const { payment } = await buy();
    const paid = await api.send('admin', 'POST', `/api/payments/${payment._id}/mark-paid`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    const html = (await api.send('collabClient', 'GET', `/invoices/${payment._id}`)).body;
    expect(html).toContain('Paid');
    expect(html).not.toContain('How to pay');
  });

  it('is the project’s buyers’ and project managers’ only; a visitor signs in first', async () => {
    const { payment } = await buy();
    const buyerEmail = /Billed to:<\/strong> [^<,]+, ([^<\s]+@[^<\s]+)/;
    expect((await api.send('collabClient', 'GET', `/invoices/${payment._id}`)).body).toMatch(buyerEmail);
    // The buyer's address is theirs: the project manager's copy names them without it.
    const managersCopy = await api.send('pm', 'GET', `/invoices/${payment._id}`);
    expect(managersCopy.statusCode).toBe(200);
    expect(managersCopy.body).toContain('Billed to');
    expect(managersCopy.body).not.toMatch(buyerEmail);
    const stranger = await api.send('otherClient', 'GET', `/invoices/${payment._id}`);
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      403,
      'Only the project’s collaborators can purchase its video',
    ]);
    const visitor = await api.send('visitor', 'GET', `/invoices/${payment._id}`);
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(`/auth/login?redirect=${encodeURIComponent(`/invoices/${payment._id}`)}`);
    const unknown = await api.send('collabClient', 'GET', '/invoices/not-an-invoice');
    expect(unknown.statusCode).toBe(404);
  });
});
