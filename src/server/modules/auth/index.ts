export { hashPassword } from './passwords.ts';
export { findSessionUser, sessionCookieName, sessionLifetimeMs } from './sessions.ts';
export { createSignInToken } from './sign-in-links.ts';
export { authRoutes } from './routes.ts';
