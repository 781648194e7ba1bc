import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { sessionUserSchema, userEmail, userName } from '../users/schemas.ts';

export const passwordMinLength = 8;

/** Shared by sign-in, registration and collaborator invitations. */
export const emailSchema = userEmail;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: invalid('validation.passwordRequired') })
    .min(1, { error: invalid('validation.passwordRequired') })
    .max(200, { error: invalid('validation.passwordTooLong') }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const newPassword = z
  .string({ error: invalid('validation.passwordRequired') })
  .min(passwordMinLength, { error: invalid('validation.passwordTooShort') })
  .max(200, { error: invalid('validation.passwordTooLong') });

/** POST /auth/password/{token}: the password chosen from a link in a mail. */
export const passwordBodySchema = z.object({ password: newPassword });
export type PasswordBody = z.infer<typeof passwordBodySchema>;

/** POST /auth/forgot: the address a password reset link goes to, when an account uses it. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /api/accounts/password: the current password proves it is the owner; the new one follows registration's rule. */
export const passwordChangeBodySchema = z.object({
  currentPassword: z
    .string({ error: invalid('validation.currentPasswordRequired') })
    .min(1, { error: invalid('validation.currentPasswordRequired') })
    .max(200, { error: invalid('validation.passwordTooLong') }),
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
