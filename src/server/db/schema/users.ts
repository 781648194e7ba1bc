import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Level, Role } from '#shared/users/schemas.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    picture: text('picture'),
    level: text('level').$type<Level>().notNull().default('client'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    notificationEmailOn: boolean('notification_email_on').notNull().default(true),
    notificationEmail: text('notification_email'),
    /** Issue 15: at most one notification e-mail an hour, with everything unread. */
    notificationDigest: boolean('notification_digest').notNull().default(false),
    bg: text('bg'),
    /**
     * When the owner of the address proved it by a mailed link (decision 091). Until then the account
     * is matched by no invitation or transfer, and whoever confirms the address takes it over.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** An admin disabled the account: it signs in no more, its work stays (issue 35). Null while enabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_level_idx').on(table.level),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Personal access tokens (decision 104): a user's named keys for scripts and tools, each acting as its
 * user. Only the hash is kept; revoking one deletes its row.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('access_tokens_hash_unique').on(table.tokenHash),
    index('access_tokens_user_idx').on(table.userId),
  ],
);

/** A table of single-use mailed links (modules/auth/one-time-tokens.ts). Only the token's hash is kept. */
const oneTimeTokenTable = <const Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [index(`${name}_user_idx`).on(table.userId)],
  );

/** Single-use sign-in and password links, sent to invited collaborators and new or taken addresses. */
export const signInTokens = oneTimeTokenTable('sign_in_tokens');

/**
 * Single-use password reset links (issue 16, decision 063), apart from the sign-in links: they
 * live an hour, and using one ends every session of the user.
 */
export const passwordResetTokens = oneTimeTokenTable('password_reset_tokens');
