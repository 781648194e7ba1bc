import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { SessionUser } from '#shared/users/schemas.ts';
import { can, type AppPermission } from '#shared/users/permissions.ts';
import { loginAddress } from '#client/lib/api-client.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';

/** Sign-in is a server page, so a visitor leaves the single-page app for it. */
const sendToLogin = (): Promise<never> => {
  window.location.assign(loginAddress('/auth/login'));
  return new Promise<never>(() => undefined);
};

const guard = (allowed: (user: SessionUser) => boolean) => async (): Promise<null> => {
  const user = getCurrentUser();
  if (!user) return sendToLogin();
  if (!allowed(user)) throw redirect('/');
  return null;
};

export const requireUser = guard(() => true);
/** A page for those the named permission (spec §6) lets in; the others go to the dashboard. */
export const requirePermission = (permission: AppPermission) => guard((user) => can(user, permission));

export const dashboardGuard = async () => {
  const user = getCurrentUser();
  if (!user) return sendToLogin();
  if (!can(user, 'viewDashboard')) throw redirect('/projects');
  return null;
};

export const legacyProjectRedirect = ({ params }: LoaderFunctionArgs) =>
  redirect(`/projects/${params.projectId ?? ''}/scenes`);
