import Stripe from 'stripe';
import type { Config, StripeSettings } from '#server/lib/config.ts';
import type { PaymentProviderName } from '#shared/projects/purchase/purchase.ts';

/** What a provider needs to start taking one payment. */
export interface CheckoutRequest {
  paymentId: string;
  title: string;
  /** In whole currency units, as the cart totals are. */
  amount: number;
  currency: string;
  /** Where the buyer comes back to: the project page. */
  returnUrl: string;
}

export interface StartedPayment {
  /** The provider's id of the payment, to find it again when the provider reports it paid. */
  externalId: string | null;
  /** Where the buyer pays, or null when they pay outside the app (an invoice). */
  redirectUrl: string | null;
}

/** A way of taking payment (decision 064): chosen by the configuration, never by the buyer. */
export interface PaymentProvider {
  name: PaymentProviderName;
  start: (request: CheckoutRequest) => Promise<StartedPayment>;
}

/** The built-in provider: the invoice is the payment, and an admin marks it paid. */
const invoiceProvider: PaymentProvider = {
  name: 'invoice',
  start: () => Promise.resolve({ externalId: null, redirectUrl: null }),
};

const stripeClients = new WeakMap<StripeSettings, Stripe>();

/** One client per configuration; `apiUrl` points the library at a local fake in tests. */
export const stripeClient = (settings: StripeSettings): Stripe => {
  const existing = stripeClients.get(settings);
  if (existing) return existing;
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  stripeClients.set(settings, client);
  return client;
};

/** Stripe counts in the currency's smallest unit; dollars and baht both have a hundred. */
const minorUnits = (amount: number): number => amount * 100;

const stripeProvider = (settings: StripeSettings): PaymentProvider => ({
  name: 'stripe',
  start: async ({ paymentId, title, amount, currency, returnUrl }) => {
    const session = await stripeClient(settings).checkout.sessions.create({
      mode: 'payment',
      client_reference_id: paymentId,
      metadata: { paymentId },
      line_items: [
        { quantity: 1, price_data: { currency, unit_amount: minorUnits(amount), product_data: { name: title } } },
      ],
      success_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}purchase=complete`,
      cancel_url: returnUrl,
    });
    return { externalId: session.id, redirectUrl: session.url };
  },
});

export const paymentProviderFor = (config: Pick<Config, 'stripe'>): PaymentProvider =>
  config.stripe ? stripeProvider(config.stripe) : invoiceProvider;

/**
 * Makes a started payment impossible to complete before it is marked cancelled (decision 092): an
 * invoice needs nothing, a Checkout Session is expired at Stripe. Answers 'paid' when Stripe says the
 * buyer paid first; its webhook then completes the payment.
 */
export const voidStartedPayment = async (
  config: Pick<Config, 'stripe'>,
  payment: { provider: PaymentProviderName; externalId: string | null },
): Promise<'voided' | 'paid'> => {
  if (payment.provider !== 'stripe' || !payment.externalId || !config.stripe) return 'voided';
  const sessions = stripeClient(config.stripe).checkout.sessions;
  try {
    await sessions.expire(payment.externalId);
    return 'voided';
  } catch (error) {
    // Stripe expires only an open session: one that expired by itself is void already, a complete one was paid.
    const { status } = await sessions.retrieve(payment.externalId);
    if (status === 'expired') return 'voided';
    if (status === 'complete') return 'paid';
    throw error;
  }
};

export interface CheckoutOutcome {
  sessionId: string;
  outcome: 'paid' | 'expired';
}

/** A verified Stripe notification that a Checkout Session was paid or expired unpaid, or null for anything else it tells us. */
export const checkoutSessionOutcome = (
  settings: StripeSettings,
  rawBody: Buffer,
  signature: string,
): CheckoutOutcome | null => {
  const event = stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  if (event.type === 'checkout.session.expired') return { sessionId: event.data.object.id, outcome: 'expired' };
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
    return null;
  return event.data.object.payment_status === 'paid' ? { sessionId: event.data.object.id, outcome: 'paid' } : null;
};
