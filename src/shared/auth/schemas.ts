import { z } from 'zod';
import { sessionUserSchema, userEmail, userName } from '../users/schemas.ts';

export const passwordMinLength = 8;

/** Shared by sign-in, registration and collaborator invitations. */
export const emailSchema = userEmail;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200, { error: 'Password must be at most 200 characters' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const newPassword = z
  .string({ error: 'Password is required' })
  .min(passwordMinLength, { error: `Password must be at least ${passwordMinLength} characters` })
  .max(200, { error: 'Password must be at most 200 characters' });

/** POST /auth/password/{token}: the password chosen from a link in a mail. */
export const passwordBodySchema = z.object({ password: newPassword });
export type PasswordBody = z.infer<typeof passwordBodySchema>;

/** POST /auth/forgot: the address a password reset link goes to, when an account uses it. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /api/accounts/password: the current password proves it is the owner; the new one follows registration's rule. */
export const passwordChangeBodySchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, { error: 'Current password is required' }).max(200, { error: 'Password must be at most 200 characters' }),
  newPassword: newPassword,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const registerBodySchema = z.object({
  name: userName,
  email: emailSchema,
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const authResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });

export const wrongCredentialsMessage = 'Wrong email or password';
