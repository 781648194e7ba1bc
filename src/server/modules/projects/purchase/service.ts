import { recordWebhookEvent } from '#server/db/webhook-outbox.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless, requireActor } from '#server/lib/refusals.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { currencySigns } from '#shared/products/catalogue.ts';
import type { Cart } from '#shared/projects/cart/cart.ts';
import { cartLineAmount, cartTotals } from '#shared/projects/cart/pricing.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import {
  canCancelPayment,
  canMarkInvoicePaid,
  canSeePayments,
  paymentCurrencies,
  purchaseBlock,
  type PaymentProviderName,
  type PurchaseBlock,
} from '#shared/projects/purchase/purchase.ts';
import type {
  Payment,
  PaymentChangeResponse,
  PaymentListResponse,
  PurchaseResponse,
} from '#shared/projects/purchase/schemas.ts';
import { isRecordId } from '#shared/app/schemas.ts';
import type { Actor } from '#shared/users/levels.ts';
import { findUserById } from '#server/modules/users/index.ts';
import { loadProject, resolveVersion } from '../access.ts';
import { lockCart } from '../cart/queries.ts';
import type { ProjectTarget } from '../service.ts';
import {
  checkoutSessionOutcome,
  paymentProviderFor,
  voidStartedPayment,
  type CheckoutOutcome,
  type StartedPayment,
} from './providers.ts';
import type { InvoiceLine, InvoiceView } from './invoice-page.ts';
import {
  cancelPaymentRow,
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
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/**
 * A pending purchase is answered again only when it is an invoice for the cart as it is: a Checkout
 * Session's page is handed out once, and an invoice for another amount predates the hold of decision 092.
 */
const isAnsweredAgain = (pending: PaymentRow, provider: PaymentProviderName, amount: number): boolean =>
  pending.provider === 'invoice' && provider === 'invoice' && pending.amount === amount;

/**
 * Calls a pending purchase off: the provider voids it first, so that it can no longer be paid, then
 * the row turns cancelled once. Undefined when it was no longer pending.
 */
const voidPayment = async (
  context: ModuleContext,
  row: PaymentRow,
  actorId: string | null,
): Promise<PaymentRow | undefined> => {
  let outcome: 'voided' | 'paid';
  try {
    outcome = await voidStartedPayment(context.config, row);
  } catch (error) {
    const failure = catalogueError('bad_gateway', 'api.purchase.providerCancelFailed');
    failure.cause = error;
    throw failure;
  }
  if (outcome === 'paid') throw catalogueError('conflict', 'api.purchase.paidMeanwhile', { number: row.number });
  return cancelPaymentRow(context.db, row.id, context.clock.now(), actorId);
};

/**
 * The purchase link (spec §7): checks the shared rules on the server, then starts a payment with the
 * configured provider for the cart's total. The cart's row is held while the payment is written, so
 * a cart change lands wholly before it (and is priced) or finds it pending and is refused; from then
 * on the cart is held until the payment is paid or cancelled (decision 092).
 */
export const startPurchase = async (
  context: ModuleContext,
  { projectId, actor, version }: ProjectTarget & { version: string | undefined },
): Promise<PurchaseResponse> => {
  const { db, config, t, events } = context;
  const user = requireActor(actor, 'api.purchase.notAllowed');
  const loaded = await loadProject(db, projectId, user);
  const extension = await resolveVersion(db, loaded.row.id, version);
  const block = purchaseBlock(user, loaded.record, extension);
  if (block === 'notAllowed') refuseUnless(false, user, purchaseRefusals.notAllowed);
  if (block !== null) throw catalogueError('conflict', purchaseRefusals[block]);
  const { cart } = extension ?? loaded.row;
  const { total } = cartTotals(cart.items, cart.forcedTotal);
  if (total <= 0) throw catalogueError('bad_request', 'api.purchase.nothingToPay');

  const provider = paymentProviderFor(config);
  const versionId = extension?.id ?? null;
  const earlier = await findPendingPayment(db, loaded.row.id, versionId);
  if (earlier && !isAnsweredAgain(earlier, provider.name, total)) await voidPayment(context, earlier, user._id);

  const begun = await db.transaction(async (tx) => {
    const held = await lockCart(tx, loaded.row.id, versionId);
    if (!held) throw catalogueError('not_found', 'api.versionNotFound');
    const amount = cartTotals(held.items, held.forcedTotal).total;
    if (amount <= 0) throw catalogueError('bad_request', 'api.purchase.nothingToPay');
    const pending = await findPendingPayment(tx, loaded.row.id, versionId);
    if (pending && isAnsweredAgain(pending, provider.name, amount)) return { row: pending, fresh: false };
    if (pending) throw catalogueError('conflict', 'api.purchase.startedMeanwhile');
    const row = await insertPayment(tx, {
      projectId: loaded.row.id,
      versionId,
      provider: provider.name,
      amount,
      currency: paymentCurrencies[config.locale],
      createdBy: user._id,
    });
    return { row, fresh: true };
  });
  const { row } = begun;
  if (!begun.fresh)
    return {
      payment: toPayment(config, row),
      redirectUrl: null,
      message: t('api.purchase.invoiceCreated', { number: row.number }),
    };

  const returnUrl = `${config.publicUrl}/projects/${loaded.row.id}/scenes${versionId ? `?version=${versionId}` : ''}`;
  let started: StartedPayment;
  try {
    started = await provider.start({
      paymentId: row.id,
      title: extension ? `${loaded.row.title} - ${extension.title}` : loaded.row.title,
      amount: row.amount,
      currency: row.currency,
      returnUrl,
    });
  } catch (error) {
    // A payment the provider never started cannot complete; keeping it would only hold the cart.
    await deletePayment(db, row.id);
    const failure = catalogueError('bad_gateway', 'api.purchase.providerFailed');
    failure.cause = error;
    throw failure;
  }
  const saved = started.externalId ? await setPaymentExternalId(db, row.id, started.externalId) : row;
  if (!saved) {
    // Called off from another tab while the provider was starting it: the new checkout must not stay payable.
    await voidPayment(context, { ...row, externalId: started.externalId }, user._id);
    throw catalogueError('conflict', 'api.purchase.cancelledMeanwhile', { number: row.number });
  }
  void events.emit('project.changed', { projectId: loaded.row.id, actorId: user._id, scenes: false });
  const message = started.redirectUrl
    ? t('api.purchase.checkoutStarted')
    : t('api.purchase.invoiceCreated', { number: saved.number });
  return { payment: toPayment(config, saved), redirectUrl: started.redirectUrl, message };
};

/**
 * Pending to paid, once: the payment's turn and the purchased flag change in one transaction, and
 * only the call that made that turn tells the collaborators (decision 064). An invoice is settled
 * by hand, so it is paid only for the cart as it is then (decision 092); a Checkout Session's money
 * is taken already. Answers the payment, or null when it was not pending.
 */
const completePayment = async (
  context: ModuleContext,
  payment: PaymentRow,
  paidBy: string | null,
): Promise<PaymentRow | null> => {
  const { db, clock, events, config } = context;
  const completed = await db.transaction(async (tx) => {
    if (payment.provider === 'invoice' && payment.status === 'pending') {
      const cart = await lockCart(tx, payment.projectId, payment.versionId);
      const total = cart ? cartTotals(cart.items, cart.forcedTotal).total : 0;
      const money = (amount: number) => formatMoney(config.locale, amount);
      if (total !== payment.amount)
        throw catalogueError('conflict', 'api.purchase.invoiceOutdated', {
          number: payment.number,
          amount: money(payment.amount),
          total: money(total),
        });
    }
    const paid = await markPaymentPaid(tx, payment.id, clock.now(), paidBy);
    if (!paid) return null;
    const { id: paymentId, projectId, versionId, amount } = paid;
    await recordWebhookEvent(tx, clock.now(), {
      event: 'purchase.paid',
      data: { paymentId, projectId, versionId, amount, paidBy },
    });
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
export const getPayments = async (
  { db, config }: ModuleContext,
  { projectId, actor }: ProjectTarget,
): Promise<PaymentListResponse> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(canSeePayments(actor, loaded.record), actor, 'api.purchase.notAllowed');
  const rows = await listPayments(db, loaded.row.id);
  const provider = paymentProviderFor(config).name;
  return {
    items: rows.map((row) => toPayment(config, row)),
    provider,
    paymentDetails: provider === 'invoice' ? config.invoicePaymentDetails : null,
  };
};

/**
 * The invoice's lines: the held cart's breakdown while it still adds up to the invoice (a pending or paid
 * invoice holds its cart, decision 092), with an agreed total as one adjustment; otherwise the project alone.
 */
const invoiceLines = (cart: Cart, amount: number, projectLine: string, adjustment: string): InvoiceLine[] => {
  const totals = cartTotals(cart.items, cart.forcedTotal);
  if (totals.total !== amount) return [{ label: projectLine, amount }];
  const lines = cart.items
    .map((item) => ({ label: item.label, amount: Math.round(cartLineAmount(item, totals)) }))
    .filter((line) => line.amount !== 0);
  if (totals.forcedTotal !== null) lines.push({ label: adjustment, amount: totals.total - totals.computedTotal });
  return lines;
};

/** The print-ready invoice, for those who may see the project's payments (the same rule as the list). */
export const getInvoice = async (
  { db, config, t }: ModuleContext,
  { paymentId, actor }: { paymentId: string; actor: Actor | null },
): Promise<InvoiceView> => {
  const row = isRecordId(paymentId) ? await findPayment(db, paymentId) : undefined;
  if (!row || row.provider !== 'invoice') throw catalogueError('not_found', 'api.purchase.paymentNotFound');
  const loaded = await loadProject(db, row.projectId, actor);
  refuseUnless(canSeePayments(actor, loaded.record), actor, 'api.purchase.notAllowed');
  const extension = row.versionId ? await resolveVersion(db, row.projectId, row.versionId) : null;
  const projectTitle = extension ? `${loaded.row.title} - ${extension.title}` : loaded.row.title;
  const buyer = row.createdBy ? await findUserById(db, row.createdBy) : undefined;
  return {
    number: row.number,
    status: row.status,
    created: row.createdAt,
    paidAt: row.paidAt,
    amount: row.amount,
    projectTitle,
    // An address is its owner's: the invoice shows it to the buyer, and only the name to the project's others.
    buyer: buyer ? { name: buyer.name, email: actor?._id === buyer.id ? buyer.email : null } : null,
    lines: invoiceLines((extension ?? loaded.row).cart, row.amount, projectTitle, t('api.purchase.agreedPrice')),
    paymentDetails: config.invoicePaymentDetails,
    projectUrl: `/app/projects/${row.projectId}/scenes${row.versionId ? `?version=${row.versionId}` : ''}`,
  };
};

/** An admin settles an invoice; a second click finds it paid and changes nothing. */
export const markInvoicePaid = async (
  context: ModuleContext,
  { paymentId, actor }: { paymentId: string; actor: Actor | null },
): Promise<PaymentChangeResponse> => {
  const { db, config, t } = context;
  refuseUnless(canMarkInvoicePaid(actor), actor, 'api.purchase.onlyAdminsMarkPaid');
  const row = isRecordId(paymentId) ? await findPayment(db, paymentId) : undefined;
  if (!row) throw catalogueError('not_found', 'api.purchase.paymentNotFound');
  if (row.provider !== 'invoice') throw catalogueError('bad_request', 'api.purchase.notAnInvoice');
  if (row.status === 'cancelled')
    throw catalogueError('conflict', 'api.purchase.cancelledNotPaid', { number: row.number });
  const paid = await completePayment(context, row, actor?._id ?? null);
  if (paid) return { payment: toPayment(config, paid), message: t('api.purchase.markedPaid', { number: paid.number }) };
  const now = (await findPayment(db, row.id)) ?? row;
  if (now.status === 'cancelled')
    throw catalogueError('conflict', 'api.purchase.cancelledNotPaid', { number: row.number });
  return { payment: toPayment(config, now), message: t('api.purchase.alreadyPaid', { number: row.number }) };
};

/**
 * Calls a pending purchase off (decision 092): those who may buy the project void its invoice or
 * checkout, and the cart may change again. A second call finds it cancelled and changes nothing.
 */
export const cancelPurchase = async (
  context: ModuleContext,
  { paymentId, actor }: { paymentId: string; actor: Actor | null },
): Promise<PaymentChangeResponse> => {
  const { db, config, t, events } = context;
  const user = requireActor(actor, 'api.purchase.cancelRefused');
  const row = isRecordId(paymentId) ? await findPayment(db, paymentId) : undefined;
  if (!row) throw catalogueError('not_found', 'api.purchase.paymentNotFound');
  const loaded = await loadProject(db, row.projectId, user);
  refuseUnless(canCancelPayment(user, loaded.record), user, 'api.purchase.cancelRefused');
  if (row.status === 'paid') throw catalogueError('conflict', 'api.purchase.paidNotCancelled', { number: row.number });
  const cancelled = row.status === 'pending' ? await voidPayment(context, row, user._id) : undefined;
  if (!cancelled) {
    const now = (await findPayment(db, row.id)) ?? row;
    if (now.status === 'paid')
      throw catalogueError('conflict', 'api.purchase.paidNotCancelled', { number: row.number });
    return { payment: toPayment(config, now), message: t('api.purchase.alreadyCancelled', { number: row.number }) };
  }
  void events.emit('project.changed', { projectId: row.projectId, actorId: user._id, scenes: false });
  return { payment: toPayment(config, cancelled), message: t('api.purchase.cancelled', { number: row.number }) };
};

/**
 * Stripe's webhook: the library checks the signature against the raw body before anything is read;
 * a paid Checkout Session completes its payment, and a repeated delivery finds it paid already.
 */
export const receiveStripeWebhook = async (
  context: ModuleContext,
  { rawBody, signature }: { rawBody: Buffer; signature: string },
): Promise<{ received: true }> => {
  const settings = context.config.stripe;
  if (!settings) throw catalogueError('not_found', 'api.purchase.stripeOff');
  let checkout: CheckoutOutcome | null;
  try {
    checkout = checkoutSessionOutcome(settings, rawBody, signature);
  } catch {
    throw catalogueError('bad_request', 'api.purchase.badSignature');
  }
  const row = checkout ? await findPaymentByExternalId(context.db, 'stripe', checkout.sessionId) : undefined;
  if (!row || !checkout) return { received: true };
  if (checkout.outcome === 'paid') await completePayment(context, row, null);
  // Stripe expired the session unpaid: the purchase is off and the cart it held may change again.
  else if (await cancelPaymentRow(context.db, row.id, context.clock.now(), null)) {
    void context.events.emit('project.changed', { projectId: row.projectId, actorId: null, scenes: false });
  }
  return { received: true };
};
