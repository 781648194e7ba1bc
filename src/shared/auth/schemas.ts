import { z } from 'zod';
import { sessionUserSchema } from '../users/schemas.ts';

export const passwordMinLength = 8;

/** Shared by sign-in, registration and collaborator invitations. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Email is not a valid address' }).max(254, { error: 'Email must be at most 254 characters' }));

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
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(100, { error: 'Name must be at most 100 characters' }),
  email: emailSchema,
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const authResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });

export const wrongCredentialsMessage = 'Wrong email or password';
