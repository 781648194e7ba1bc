import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
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
}

const booleanFlag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

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

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be between 0 and 65535' }).max(65535, { error: 'must be between 0 and 65535' }).default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
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
});

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
  };
};
