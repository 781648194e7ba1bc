export { defaultLoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { spendPasswordResetTokens } from './password-resets.ts';
export { authRoutes } from './routes.ts';
export { deleteExpiredSessions, deleteUserSessions, findSessionUser, hashToken, sessionCookieName, sessionLifetimeMs } from './sessions.ts';
export { createSignInToken, passwordLink } from './sign-in-links.ts';
