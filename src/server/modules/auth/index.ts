export { defaultLoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
export { hashPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { deleteExpiredSessions, findSessionUser, sessionCookieName, sessionLifetimeMs } from './sessions.ts';
export { createSignInToken, passwordLink } from './sign-in-links.ts';
