import type { CartItem } from './cart.ts';

export interface CartTotals {
  /** Sum of price × amount over fixed items. */
  fixedSubtotal: number;
  /** Percentage items other than VAT, as money, unrounded. */
  percentAmount: number;
  /** Fixed subtotal plus percentage items, never below 0: the VAT base. */
  netAmount: number;
  vatPercent: number;
  vatAmount: number;
  /** netAmount + vatAmount rounded up to a whole number. */
  computedTotal: number;
  /** What the customer pays: the forced total when one applies, else the computed total. */
  total: number;
  forcedTotal: number | null;
  /** Forced total below the computed one, as a percentage rounded up. */
  discountPercent: number | null;
  /** Forced total above the computed one, as an amount. */
  premium: number | null;
}

const isPercent = (entry: CartItem): boolean => entry.type === '%';

/**
 * Spec §5 with decision 010: fixed items make the subtotal, the other percentage items are added
 * on that subtotal (not compounded), and VAT is charged last on the result, as a Thai tax
 * invoice shows it. Amounts are computed in hundredths so that 1000 + 30 % is 1300, not 1300.0000000000002.
 */
export const cartTotals = (items: readonly CartItem[], forcedTotal: number | null = null): CartTotals => {
  const fixedSubtotal = items
    .filter((entry) => !isPercent(entry))
    .reduce((sum, entry) => sum + entry.price * entry.amount, 0);
  const percents = items
    .filter((entry) => isPercent(entry) && entry.group !== 'vat')
    .reduce((sum, entry) => sum + entry.price * entry.amount, 0);
  const vatPercent = items
    .filter((entry) => entry.group === 'vat')
    .reduce((sum, entry) => sum + entry.price * entry.amount, 0);

  const netHundredths = Math.max(0, Math.max(0, fixedSubtotal) * (100 + percents));
  const totalTenThousandths = netHundredths * (100 + vatPercent);
  const computedTotal = Math.ceil(totalTenThousandths / 10000);

  const forced = forcedTotal !== null && forcedTotal > 0 ? forcedTotal : null;
  const below = forced !== null && forced < computedTotal;
  const above = forced !== null && forced > computedTotal;
  return {
    fixedSubtotal,
    percentAmount: (fixedSubtotal * percents) / 100,
    netAmount: netHundredths / 100,
    vatPercent,
    vatAmount: (netHundredths * vatPercent) / 10000,
    computedTotal,
    total: forced ?? computedTotal,
    forcedTotal: forced,
    discountPercent: below ? Math.ceil(((computedTotal - forced) * 100) / computedTotal) : null,
    premium: above ? forced - computedTotal : null,
  };
};

/** What one line adds to the bill, for the breakdown: percentage lines as money on their base. */
export const cartLineAmount = (entry: CartItem, totals: CartTotals): number => {
  if (!isPercent(entry)) return entry.price * entry.amount;
  const base = entry.group === 'vat' ? totals.netAmount : Math.max(0, totals.fixedSubtotal);
  return (base * entry.price * entry.amount) / 100;
};
