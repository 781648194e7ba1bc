import type { Locale } from '../../app/constants.ts';
import { isAdmin, isCollab, isPm, type Actor } from '../../users/levels.ts';
import { canPurchase, type ProjectRecord } from '../permissions.ts';

export const paymentProviderNames = ['invoice', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** A pending payment turns paid once, or cancelled when its buyer calls the purchase off (decision 092). */
export const paymentStatuses = ['pending', 'paid', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What is bought: the project itself (version null) or one of its extension versions. */
export interface PurchaseVersion {
  purchased: boolean;
}

/**
 * An extension is a new cart of changes to a purchased project (spec §3), so it is offered once the
 * project itself is purchased and until the version is (decision 064).
 */
export const isVersionPurchaseOffered = (
  project: Pick<ProjectRecord, 'purchased'>,
  version: PurchaseVersion,
): boolean => project.purchased && !version.purchased;

export const purchaseBlocks = ['notAllowed', 'alreadyPurchased', 'notReady'] as const;
export type PurchaseBlock = (typeof purchaseBlocks)[number];

/**
 * Why the project (or the version) cannot be bought by this user now, or null when it can: spec §6
 * gives the purchase to collaborators, spec §4 offers it only when ready and not purchased
 * (shared canPurchase and isPurchaseOffered).
 */
export const purchaseBlock = (
  user: Actor | null | undefined,
  project: ProjectRecord,
  version: PurchaseVersion | null,
): PurchaseBlock | null => {
  if (!isCollab(user, project)) return 'notAllowed';
  if (version) {
    if (version.purchased) return 'alreadyPurchased';
    return isVersionPurchaseOffered(project, version) ? null : 'notReady';
  }
  if (project.purchased) return 'alreadyPurchased';
  return canPurchase(user, project) ? null : 'notReady';
};

export const canPurchaseDelivery = (
  user: Actor | null | undefined,
  project: ProjectRecord,
  version: PurchaseVersion | null,
): boolean => purchaseBlock(user, project, version) === null;

/** The built-in invoice is settled by hand: an admin marks it paid once the money has arrived. */
export const canMarkInvoicePaid = (user: Actor | null | undefined): boolean => isAdmin(user);

/**
 * A pending purchase holds the cart (decision 092); those who may buy the project may call it off
 * to change the cart, and its invoice or checkout is voided.
 */
export const canCancelPayment = (user: Actor | null | undefined, project: ProjectRecord): boolean =>
  isCollab(user, project);

/** The payments of a project are read by those who may buy it and by project managers. */
export const canSeePayments = (user: Actor | null | undefined, project: ProjectRecord): boolean =>
  isCollab(user, project) || isPm(user);

/** The currency a deployment charges in, as payment providers name it: the catalogue's prices are in it (spec §9). */
export const paymentCurrencies: Record<Locale, string> = { en: 'usd', th: 'thb' };
