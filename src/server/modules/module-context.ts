import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Config } from '#server/lib/config.ts';
import type { EventBus } from '#server/lib/events.ts';
import type { JobQueue } from '#server/lib/job-queue.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { createApiTranslator, type ApiTranslate } from '#shared/i18n/api-messages.ts';

/** At most `max` requests in `timeWindowMs` from one caller. */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface LiveStreamLimits {
  perUser: number;
  perInstance: number;
}

/**
 * What every module's routes and services receive: built once by `buildApp`, so a service never
 * reaches for a request, a global or another module's wiring. Services take `(context, options)`.
 */
export interface ModuleContext {
  db: Db;
  config: Config;
  storage: Storage;
  mailer: Mailer;
  events: EventBus;
  clock: Clock;
  /** Per-caller limits of the routes that send mail or accept writes without sign-in (decision 047); tests lower them. */
  limits: {
    invitations: RateLimit;
    guestComments: RateLimit;
    contact: RateLimit;
    /** Password reset requests per address and per e-mail, and password changes per user (decision 063). */
    passwordResetIp: RateLimit;
    passwordResetEmail: RateLimit;
    passwordChange: RateLimit;
    /** Open live streams (decision 093): of one user, and of the whole instance. */
    liveStreams: LiveStreamLimits;
  };
  /** The API's texts in the deployment's locale (decision 045). */
  t: ApiTranslate;
  /** Background work on the PostgreSQL job queue (decision 060): a service sends, a module's workers run. */
  queue: JobQueue;
}

export const createModuleContext = (parts: Omit<ModuleContext, 't'>): ModuleContext => ({
  ...parts,
  t: createApiTranslator(parts.config.locale),
});
