import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { isContrib, type Actor } from '#shared/users/levels.ts';
import { catalogueError, type AppError } from './errors.ts';

type Values = Record<string, string | number>;

/** A refused permission: 401 asks a visitor to sign in, 403 tells a signed-in user it is not theirs to do. */
export const refusal = (actor: Actor | null | undefined, key: ApiMessageKey, values?: Values): AppError =>
  catalogueError(actor ? 'forbidden' : 'unauthorized', key, values);

export const refuseUnless = (
  allowed: boolean,
  actor: Actor | null | undefined,
  key: ApiMessageKey,
  values?: Values,
): void => {
  if (!allowed) throw refusal(actor, key, values);
};

/** The signed-in actor, or a 401 with the refusal's own words. */
export const requireActor = <A extends Actor>(actor: A | null | undefined, key: ApiMessageKey): A => {
  if (!actor) throw refusal(actor, key);
  return actor;
};

/**
 * Spec §6: jobs, feeds and posts are the team's. A visitor is asked to sign in, a client is refused
 * with the area's own words.
 */
export const requireContributor = <A extends Actor>(actor: A | null | undefined, key: ApiMessageKey): A => {
  if (!actor) throw catalogueError('unauthorized', 'api.notSignedIn');
  if (!isContrib(actor)) throw catalogueError('forbidden', key);
  return actor;
};
