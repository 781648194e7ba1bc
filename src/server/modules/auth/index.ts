export { defaultLoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
export { hashPassword, unusablePasswordHash, verifyPassword } from './passwords.ts';
export { releaseUnconfirmedAccount, replacePassword } from './password-change.ts';
export { authRoutes } from './routes.ts';
export { accountAdminRoutes } from './account-admin-routes.ts';
export { deleteExpiredSessions, deleteUserSessions, findSessionUser, hashToken } from './sessions.ts';
export { registerSession } from './session-reader.ts';
export { createSignInToken, passwordLink } from './sign-in-links.ts';
