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

export const registerBodySchema = z.object({
  name: userName,
  email: emailSchema,
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const authResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });

export const wrongCredentialsMessage = 'Wrong email or password';
