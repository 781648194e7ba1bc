import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless, requireActor } from '#server/lib/refusals.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { currencySigns } from '#shared/products/catalogue.ts';
import { cartTotals } from '#shared/projects/cart/pricing.ts';
import { canMarkInvoicePaid, canSeePayments, paymentCurrencies, purchaseBlock, type PurchaseBlock } from '#shared/projects/purchase/purchase.ts';
import type { Payment, PaymentChangeResponse, PaymentListResponse, PurchaseResponse } from '#shared/projects/purchase/schemas.ts';
import { isRecordId } from '#shared/app/schemas.ts';
import type { Actor } from '#shared/users/levels.ts';
import { loadProject, resolveVersion } from '../access.ts';
import type { ProjectTarget } from '../service.ts';
import { paidCheckoutSession, paymentProviderFor } from './providers.ts';
import {
  deletePayment,
  findPayment,
  findPaymentByExternalId,
  findPendingPayment,
  insertPayment,
  listPayments,
  markPaymentPaid,
  markPurchased,
  setPaymentExternalId,
  type PaymentRow,
} from './queries.ts';

const purchaseRefusals: Record<PurchaseBlock, ApiMessageKey> = {
  notAllowed: 'api.purchase.notAllowed',
  alreadyPurchased: 'api.purchase.alreadyPurchased',
  notReady: 'api.purchase.notReady',
};

const toPayment = ({ locale }: ModuleContext['config'], row: PaymentRow): Payment => ({
  _id: row.id,
  number: row.number,
  projectId: row.projectId,
  versionId: row.versionId,
  provider: row.provider,
  status: row.status,
  amount: row.amount,
  currencySign: currencySigns[locale],
  created: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/**
 * The purchase link (spec §7): checks the shared rules on the server, then starts a payment with the
 * configured provider for the cart's total. An unpaid invoice for the same purchase is answered
 * again instead of a second one.
 */
export const startPurchase = async (context: ModuleContext, { projectId, actor, version }: ProjectTarget & { version: string | undefined }): Promise<PurchaseResponse> => {
  const { db, config, t } = context;
  const user = requireActor(actor, 'api.purchase.notAllowed');
  const loaded = await loadProject(db, projectId, user);
  const extension = await resolveVersion(db, loaded.row.id, version);
  const block = purchaseBlock(user, loaded.record, extension);
  if (block === 'notAllowed') refuseUnless(false, user, purchaseRefusals.notAllowed);
  if (block !== null) throw catalogueError('conflict', purchaseRefusals[block]);
  const cart = (extension ?? loaded.row).cart;
  const amount = cartTotals(cart.items, cart.forcedTotal).total;
  if (amount <= 0) throw catalogueError('bad_request', 'api.purchase.nothingToPay');

  const provider = paymentProviderFor(config);
  const versionId = extension?.id ?? null;
  const pending = provider.name === 'invoice' ? await findPendingPayment(db, loaded.row.id, versionId, provider.name) : undefined;
  if (pending) return { payment: toPayment(config, pending), redirectUrl: null, message: t('api.purchase.invoiceCreated', { number: pending.number }) };

  const row = await insertPayment(db, {
    projectId: loaded.row.id,
    versionId,
    provider: provider.name,
    amount,
    currency: paymentCurrencies[config.locale],
    createdBy: user._id,
  });
  const returnUrl = `${config.publicUrl}/projects/${loaded.row.id}/scenes${versionId ? `?version=${versionId}` : ''}`;
  try {
    const started = await provider.start({
      paymentId: row.id,
      title: extension ? `${loaded.row.title} - ${extension.title}` : loaded.row.title,
      amount,
      currency: row.currency,
      returnUrl,
    });
    const saved = started.externalId ? await setPaymentExternalId(db, row.id, started.externalId) : row;
    const message = started.redirectUrl ? t('api.purchase.checkoutStarted') : t('api.purchase.invoiceCreated', { number: saved.number });
    return { payment: toPayment(config, saved), redirectUrl: started.redirectUrl, message };
  } catch (error) {
    // A payment the provider never started cannot complete; keeping it would only confuse the list.
    await deletePayment(db, row.id);
    const failure = catalogueError('bad_gateway', 'api.purchase.providerFailed');
    failure.cause = error;
    throw failure;
  }
};

/**
 * Pending to paid, once: the payment's turn and the purchased flag change in one transaction, and
 * only the call that made that turn tells the collaborators (decision 064). Answers the payment
 * and whether this call completed it.
 */
const completePayment = async (context: ModuleContext, paymentId: string, paidBy: string | null): Promise<PaymentRow | null> => {
  const { db, clock, events } = context;
  const completed = await db.transaction(async (tx) => {
    const paid = await markPaymentPaid(tx, paymentId, clock.now(), paidBy);
    if (!paid) return null;
    return { paid, purchasedNow: await markPurchased(tx, paid.projectId, paid.versionId) };
  });
  if (!completed) return null;
  if (completed.purchasedNow) {
    const { projectId, versionId, createdBy } = completed.paid;
    void events.emit('project.purchased', { projectId, actorId: createdBy, versionId });
    void events.emit('project.changed', { projectId, actorId: paidBy, scenes: false });
  }
  return completed.paid;
};

/** The project page lists the project's invoices and payments to those who may buy it and to project managers. */
export const getPayments = async ({ db, config }: ModuleContext, { projectId, actor }: ProjectTarget): Promise<PaymentListResponse> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(canSeePayments(actor, loaded.record), actor, 'api.purchase.notAllowed');
  const rows = await listPayments(db, loaded.row.id);
  return { items: rows.map((row) => toPayment(config, row)), provider: paymentProviderFor(config).name };
};

/** An admin settles an invoice; a second click finds it paid and changes nothing. */
export const markInvoicePaid = async (context: ModuleContext, { paymentId, actor }: { paymentId: string; actor: Actor | null }): Promise<PaymentChangeResponse> => {
  const { db, config, t } = context;
  refuseUnless(canMarkInvoicePaid(actor), actor, 'api.purchase.onlyAdminsMarkPaid');
  const row = isRecordId(paymentId) ? await findPayment(db, paymentId) : undefined;
  if (!row) throw catalogueError('not_found', 'api.purchase.paymentNotFound');
  if (row.provider !== 'invoice') throw catalogueError('bad_request', 'api.purchase.notAnInvoice');
  const paid = await completePayment(context, row.id, actor?._id ?? null);
  if (!paid) return { payment: toPayment(config, (await findPayment(db, row.id)) ?? row), message: t('api.purchase.alreadyPaid', { number: row.number }) };
  return { payment: toPayment(config, paid), message: t('api.purchase.markedPaid', { number: paid.number }) };
};

/**
 * Stripe's webhook: the library checks the signature against the raw body before anything is read;
 * a paid Checkout Session completes its payment, and a repeated delivery finds it paid already.
 */
export const receiveStripeWebhook = async (context: ModuleContext, { rawBody, signature }: { rawBody: Buffer; signature: string }): Promise<{ received: true }> => {
  const settings = context.config.stripe;
  if (!settings) throw catalogueError('not_found', 'api.purchase.stripeOff');
  let sessionId: string | null;
  try {
    sessionId = paidCheckoutSession(settings, rawBody, signature);
  } catch {
    throw catalogueError('bad_request', 'api.purchase.badSignature');
  }
  const row = sessionId ? await findPaymentByExternalId(context.db, 'stripe', sessionId) : undefined;
  if (row) await completePayment(context, row.id, null);
  return { received: true };
};
