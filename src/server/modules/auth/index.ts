export { defaultLoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { spendPasswordResetTokens } from './password-resets.ts';
export { authRoutes } from './routes.ts';
export { deleteExpiredSessions, deleteUserSessions, findSessionUser, hashToken } from './sessions.ts';
export { registerSession } from './session-reader.ts';
export { createSignInToken, passwordLink } from './sign-in-links.ts';
