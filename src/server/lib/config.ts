import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '#server/lib/storage/s3-storage.ts';
import { locales, type Locale } from '#shared/app/constants.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  locale: Locale;
  mediaHost: string;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | null;
  demoPassword: string | null;
  seedDemo: boolean | null;
  clientDir: string;
  logLevel: 'silent' | 'info';
  /** Sign-in and registration posts per minute from one IP address. */
  loginRateLimit: number;
  /**
   * Which proxies may name the client in X-Forwarded-For: none (false), the nearest N hops, or
   * these addresses and CIDR ranges. Per-address limits key on the client this yields.
   */
  trustProxy: false | number | string[];
  /** Null keeps media in a folder under dataDir. */
  s3: S3Settings | null;
  /** Null sells through the built-in invoice; set, purchases go through Stripe Checkout (decision 064). */
  stripe: StripeSettings | null;
  /** How a client pays an invoice (bank, account, name), printed on it and shown beside it; null: the client is told to ask the studio. */
  invoicePaymentDetails: string | null;
  /** The shared secret both hosts of a project transfer hold (decision 068); null: transfers are off. */
  transferKey: string | null;
  /** The largest transfer this host takes in, files included. */
  transferMaxBytes: number;
  /**
   * Where this host may transfer projects to: host names, IP addresses and CIDR ranges (lowercase).
   * A target must be named here; an address in a loopback, private or link-local range, whether the
   * target names it or its name resolves to it, only when an entry names that address or its range.
   */
  transferHosts: string[];
  /**
   * Hosts a webhook may be delivered to although they are, or resolve to, a local address (decision 108):
   * names, addresses and ranges, as a subscription's URL spells its host.
   */
  webhookAllowedHosts: string[];
  /** Where the cloud drive setup makes the project folders (decision 067). */
  drive: DriveSettings;
  /** The Prometheus endpoint's own listener (decision 105); null: no metrics are served. */
  metrics: { port: number; host: string } | null;
  /** How long the HTTP server waits on a client before it frees the connection (decision 109). */
  timeouts: ServerTimeouts;
}

export interface ServerTimeouts {
  /** A request's headers must all have arrived within this. */
  headersMs: number;
  /** A whole request, headers and body, must have arrived within this (not the answer: live streams last). */
  requestMs: number;
  /** A connection on which nothing is read or written for this long is closed. */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveMs: number;
}

export interface DriveSettings {
  /** The local-folder provider's root: DRIVE_LOCAL_ROOT, else DATA_DIR/drive. */
  localRoot: string;
  /** Null keeps the folders local; set, they are made in Google Drive by this service account. */
  google: GoogleDriveSettings | null;
}

export interface GoogleDriveSettings {
  /** The service account's key file, as Google hands it out. */
  credentials: GoogleServiceAccount;
  /** The shared folder every project folder is made in (a service account has no drive of its own). */
  parentFolderId: string;
  /** Where the Drive API answers; null is Google itself (a local fake in tests). */
  apiUrl: string | null;
}

export interface GoogleServiceAccount {
  client_email: string;
  private_key: string;
  /** Where the signed token request goes; Google's own unless the key file names another. */
  token_uri?: string | undefined;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API answers; null is Stripe itself (a local fake in tests). */
  apiUrl: string | null;
}

const booleanFlag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

const urlString = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/** A DNS name: dot-separated labels of letters, digits and inner hyphens. */
const hostNamePattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A comma-separated list of host names, IP addresses and CIDR ranges (no scheme, no port). */
const hostListSetting = z.string().transform((value, context): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (entries.every((entry) => isAddressOrRange(entry) || hostNamePattern.test(entry))) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be a comma-separated list of host names, IP addresses and CIDR ranges (no scheme, no port)',
  });
  return z.NEVER;
});

/** A hop count, or a comma-separated list of IP addresses and CIDR ranges (what Fastify's trustProxy takes, less `true`). */
const trustProxySetting = z.string().transform((value, context): number | string[] => {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed) && Number(trimmed) >= 1) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be a hop count (1 or more) or a comma-separated list of IP addresses and CIDR ranges',
  });
  return z.NEVER;
});

/**
 * Decision 109: the headers of a real client arrive in well under 10 s; a whole request within 10
 * min carries the largest upload (60 MB) at 0.8 Mbit/s and a 2 GB transfer at 28 Mbit/s; a minute
 * without a byte is longer than an answer takes to start and than the live stream's keep-alive
 * (25 s); 10 s between kept-alive requests outlasts the balancer's reuse of them (HAProxy's 5 s).
 */
export const defaultServerTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 600_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
};

/** A number of seconds, at least 1 (0 would turn the protection off); the default given in milliseconds. */
const seconds = (fallbackMs: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(fallbackMs / 1000);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .optional(),
  METRICS_HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  HEADERS_TIMEOUT_SECONDS: seconds(defaultServerTimeouts.headersMs),
  REQUEST_TIMEOUT_SECONDS: seconds(defaultServerTimeouts.requestMs),
  IDLE_TIMEOUT_SECONDS: seconds(defaultServerTimeouts.idleMs),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(defaultServerTimeouts.keepAliveMs),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: urlString(['postgres:', 'postgresql:']).optional(),
  LOCALE: z.enum(locales, { error: `must be one of ${locales.join(', ')}` }).default('en'),
  MEDIA_HOST: z.string().min(1, { error: 'must not be empty' }).optional(),
  PUBLIC_URL: urlString(['http:', 'https:']).optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: urlString(['smtp:', 'smtps:']).optional(),
  DEMO_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['silent', 'info'], { error: 'must be silent or info' }).default('info'),
  TRUST_PROXY: trustProxySetting.optional(),
  LOGIN_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(20),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: urlString(['http:', 'https:']).optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: urlString(['http:', 'https:']).optional(),
  // One line per detail; an .env file cannot hold a line break, so '\n' stands for one.
  INVOICE_PAYMENT_DETAILS: z
    .string()
    .max(2000, { error: 'must be at most 2000 characters' })
    .transform((value) => value.replaceAll('\\n', '\n').trim())
    .optional(),
  TRANSFER_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TRANSFER_HOSTS: hostListSetting.optional(),
  WEBHOOK_ALLOWED_HOSTS: hostListSetting.optional(),
  TRANSFER_MAX_MB: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(2048),
  DRIVE_LOCAL_ROOT: z.string().min(1, { error: 'must not be empty' }).optional(),
  GOOGLE_DRIVE_CREDENTIALS: z.string().optional(),
  GOOGLE_DRIVE_PARENT_FOLDER: z
    .string()
    .regex(/^[\w-]+$/, { error: 'must be a Drive folder id (the last part of the folder’s address)' })
    .optional(),
  GOOGLE_DRIVE_API_URL: urlString(['http:', 'https:']).optional(),
});

const s3Variables = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Half an S3 configuration would silently fall back to the local folder; refuse it instead. */
const readS3 = (vars: z.infer<typeof envSchema>): S3Settings | null | string => {
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = vars;
  if (bucket && endpoint && region && accessKeyId && secretAccessKey)
    return { bucket, endpoint, region, accessKeyId, secretAccessKey };
  const missing = s3Variables.filter((name) => vars[name] === undefined);
  if (missing.length === s3Variables.length) return null;
  return `S3 storage needs all of ${s3Variables.join(', ')}; missing ${missing.join(', ')}`;
};

/** Stripe needs both keys: with one only, purchases would start but never complete. */
const readStripe = (vars: z.infer<typeof envSchema>): StripeSettings | null | string => {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = vars;
  if (secretKey && webhookSecret) return { secretKey, webhookSecret, apiUrl: vars.STRIPE_API_URL ?? null };
  if (!secretKey && !webhookSecret) return null;
  return `Stripe payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; missing ${secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}`;
};

const serviceAccountSchema = z.object({
  client_email: z.string({ error: 'has no client_email' }).min(1, { error: 'has no client_email' }),
  private_key: z
    .string({ error: 'has no private_key' })
    .includes('PRIVATE KEY', { error: 'has no private_key in PEM form' }),
  token_uri: urlString(['https:', 'http:']).optional(),
});

const readServiceAccount = (text: string): GoogleServiceAccount | string => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'GOOGLE_DRIVE_CREDENTIALS must be the service account key file’s JSON (it does not parse as JSON)';
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  return `GOOGLE_DRIVE_CREDENTIALS ${parsed.error.issues.map((issue) => (issue.path[0] === 'token_uri' ? `token_uri ${issue.message}` : issue.message)).join(', ')}`;
};

/** Google Drive needs both the key and the shared parent folder; with one only, setups would fail later. */
const readGoogleDrive = (vars: z.infer<typeof envSchema>): GoogleDriveSettings | null | string => {
  const { GOOGLE_DRIVE_CREDENTIALS: credentialsText, GOOGLE_DRIVE_PARENT_FOLDER: parentFolderId } = vars;
  if (!credentialsText && !parentFolderId) return null;
  if (!credentialsText || !parentFolderId) {
    return `Google Drive needs both GOOGLE_DRIVE_CREDENTIALS and GOOGLE_DRIVE_PARENT_FOLDER; missing ${credentialsText ? 'GOOGLE_DRIVE_PARENT_FOLDER' : 'GOOGLE_DRIVE_CREDENTIALS'}`;
  }
  const credentials = readServiceAccount(credentialsText);
  if (typeof credentials === 'string') return credentials;
  return { credentials, parentFolderId, apiUrl: vars.GOOGLE_DRIVE_API_URL ?? null };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** An empty variable means "not set": shells and .env files often leave them blank. */
const withoutBlanks = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

const readOrCreateSessionSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export const loadConfig = (env: NodeJS.ProcessEnv, projectRoot: string): Config => {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const vars = parsed.data;
  const s3 = readS3(vars);
  if (typeof s3 === 'string') throw new ConfigError([s3]);
  const stripe = readStripe(vars);
  if (typeof stripe === 'string') throw new ConfigError([stripe]);
  const googleDrive = readGoogleDrive(vars);
  if (typeof googleDrive === 'string') throw new ConfigError([googleDrive]);
  // Node refuses a server whose headers may take longer than the whole request.
  if (vars.HEADERS_TIMEOUT_SECONDS > vars.REQUEST_TIMEOUT_SECONDS)
    throw new ConfigError(['HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS']);
  const dataDir = path.resolve(projectRoot, vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    locale: vars.LOCALE,
    mediaHost: (vars.MEDIA_HOST ?? '/media/').replace(/\/?$/, '/'),
    publicUrl,
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    smtpUrl: vars.SMTP_URL ?? null,
    demoPassword: vars.DEMO_PASSWORD ?? null,
    seedDemo: vars.SEED_DEMO ?? null,
    clientDir: path.join(projectRoot, 'dist', 'client'),
    logLevel: vars.LOG_LEVEL,
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    trustProxy: vars.TRUST_PROXY ?? false,
    s3,
    stripe,
    invoicePaymentDetails: vars.INVOICE_PAYMENT_DETAILS || null,
    transferKey: vars.TRANSFER_KEY ?? null,
    transferMaxBytes: vars.TRANSFER_MAX_MB * 1024 * 1024,
    transferHosts: vars.TRANSFER_HOSTS ?? [],
    webhookAllowedHosts: vars.WEBHOOK_ALLOWED_HOSTS ?? [],
    drive: {
      localRoot: vars.DRIVE_LOCAL_ROOT ? path.resolve(projectRoot, vars.DRIVE_LOCAL_ROOT) : path.join(dataDir, 'drive'),
      google: googleDrive,
    },
    metrics: vars.METRICS_PORT === undefined ? null : { port: vars.METRICS_PORT, host: vars.METRICS_HOST },
    timeouts: {
      headersMs: vars.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: vars.REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: vars.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: vars.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
  };
};
