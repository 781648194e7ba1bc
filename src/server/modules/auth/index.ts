export { defaultLoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
export { hashPassword, unusablePasswordHash, verifyPassword } from './passwords.ts';
export { releaseUnconfirmedAccount, replacePassword } from './password-change.ts';
export { authRoutes } from './routes.ts';
export { issueOneTimeToken, passwordLink } from './one-time-tokens.ts';
export { deleteExpiredSessions } from './queries.ts';
export { deleteUserSessions } from './sessions.ts';
export { hashToken } from './tokens.ts';
export { registerSession } from './session-reader.ts';
