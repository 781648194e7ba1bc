import { isCollab, isPm, isPower, type Actor, type CollabRecord } from '../../users/levels.ts';
import { can } from '../../users/permissions.ts';
import { cartGroups, type CartGroup, type CartPhase, type CatalogueItem } from '../../products/catalogue.ts';
import { areDiscountsOffered, type ProjectStatus } from '../status.ts';
import { isPermanentGroup, type CartItem } from './cart.ts';

/** A payment started for a cart and neither paid nor cancelled yet: its invoice number and amount. */
export interface PendingPayment {
  number: number;
  amount: number;
}

export interface CartProjectRecord extends CollabRecord {
  status: ProjectStatus;
  purchased: boolean;
  pendingPayment: PendingPayment | null;
}

export type CartHold = 'purchased' | 'paymentPending';

/**
 * Why what the cart charges cannot change now, for anyone, project managers included (decision 092):
 * a purchased cart is what was paid for, and a pending payment was priced from the cart as it is,
 * so it stays so until the payment is made or cancelled. Null when the cart may change.
 */
export const cartHold = (project: Pick<CartProjectRecord, 'purchased' | 'pendingPayment'>): CartHold | null => {
  if (project.purchased) return 'purchased';
  return project.pendingPayment ? 'paymentPending' : null;
};

const statusesOpenFor: Record<'script' | 'storyboard' | 'recording', readonly ProjectStatus[]> = {
  script: ['new'],
  storyboard: ['new', 'script-writing'],
  recording: ['new', 'script-writing', 'storyboarding'],
};

/**
 * Spec §4 for the script, storyboard and recording phases; discounts follow "ready without
 * purchase shows discounts". Once purchased (or cancelled) nothing changes: the customer paid for
 * that cart.
 */
export const isCartPhaseOpen = (
  phase: CartPhase,
  project: Pick<CartProjectRecord, 'status' | 'purchased'>,
): boolean => {
  if (phase === 'fixed' || project.purchased || project.status === 'cancelled') return false;
  if (phase === 'discounts') return areDiscountsOffered(project);
  if (phase === 'anytime') return true;
  return statusesOpenFor[phase].includes(project.status);
};

/**
 * Spec §6: the cart belongs to collaborators; a project manager may change any group in any phase,
 * but nobody changes a cart that is held for its payment (decision 092).
 */
export const canChangeCartGroup = (
  user: Actor | null | undefined,
  project: CartProjectRecord,
  group: CartGroup,
): boolean => {
  if (!isCollab(user, project) || isPermanentGroup(group) || cartHold(project) !== null) return false;
  return isPm(user) || isCartPhaseOpen(cartGroups[group], project);
};

/** Spec §6: the return-customer discount and the colored storyboard are PM-only options. */
export const canChooseCartItem = (
  user: Actor | null | undefined,
  project: CartProjectRecord,
  entry: Pick<CatalogueItem, 'group' | 'pmOnly'>,
): boolean => canChangeCartGroup(user, project, entry.group) && (!entry.pmOnly || isPm(user));

/** Spec §4, §6: a locked lockable item disables its toggle, except for a project manager. */
export const isCartItemToggleDisabled = (
  user: Actor | null | undefined,
  entry: Pick<CartItem, 'lockable' | 'locked'>,
): boolean => entry.lockable === true && entry.locked === true && !can(user, 'ignoreCartLocks');

/** A group can go only if its phase is open and none of its items is locked against this user. */
export const canRemoveCartGroup = (
  user: Actor | null | undefined,
  project: CartProjectRecord,
  items: readonly Pick<CartItem, 'group' | 'lockable' | 'locked'>[],
  group: CartGroup,
): boolean =>
  canChangeCartGroup(user, project, group) &&
  !items.some((entry) => entry.group === group && isCartItemToggleDisabled(user, entry));

/** A project that does not exist yet: the cart a visitor or client builds before Start New Project. */
export const draftCartProject = (user: Actor | null | undefined): CartProjectRecord => ({
  status: 'new',
  purchased: false,
  pendingPayment: null,
  collabs: user ? [user._id] : [],
});

/**
 * The visitor building a cart before signing in is treated as the client the project will belong
 * to, so the page offers what that client will be allowed to order (decision 033).
 */
export const draftCartActor = (user: Actor | null | undefined): Actor =>
  user ?? { _id: 'visitor', level: 'client', role: [] };

/** Spec §6: the cart is a collaborator feature; power users read it too, to produce the video. */
export const canReadCart = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  isCollab(user, project) || isPower(user);

/** Spec §4, §6: locking is for project managers, who alone may undo it. */
export const canLockCartItems = (user: Actor | null | undefined): boolean => can(user, 'lockCartItems');

/** Spec §6: cart settings (fixed price, hide breakdown) are admin only. */
export const canChangeCartSettings = (user: Actor | null | undefined): boolean => can(user, 'changeCartSettings');

/** Saving the settings sets or clears the fixed price, so they wait while the cart is held (decision 092). */
export const canSaveCartSettings = (
  user: Actor | null | undefined,
  project: Pick<CartProjectRecord, 'purchased' | 'pendingPayment'>,
): boolean => canChangeCartSettings(user) && cartHold(project) === null;

/** Spec §6: hiding the breakdown hides it from the client; project managers still price the work. */
export const canSeeCartBreakdown = (user: Actor | null | undefined, cart: { hideBreakdown?: boolean }): boolean =>
  cart.hideBreakdown !== true || isPm(user);
