import type { Role } from '#shared/users/constants.ts';
import { t } from '#client/lib/page-data.ts';

/** A user's roles as one line of labels, in the order they were given. */
export const roleNames = (roles: readonly Role[]): string => roles.map((role) => t(`role.${role}`)).join(', ');
