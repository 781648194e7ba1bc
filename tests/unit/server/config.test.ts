import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/lib/config.ts';

const root = () => mkdtempSync(path.join(tmpdir(), 'es-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults and keeps a generated session secret in DATA_DIR', () => {
    const projectRoot = root();
    const config = loadConfig({}, projectRoot);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(projectRoot, 'data'),
      databaseUrl: null,
      locale: 'en',
      mediaHost: '/media/',
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      demoPassword: null,
      seedDemo: null,
      trustProxy: false,
      s3: null,
      stripe: null,
      transferKey: null,
      transferMaxBytes: 2048 * 1024 * 1024,
      transferHosts: [],
      webhookAllowedHosts: [],
      metrics: null,
    });
    const secretFile = path.join(projectRoot, 'data', 'session-secret');
    expect(existsSync(secretFile)).toBe(true);
    expect(config.sessionSecret).toBe(readFileSync(secretFile, 'utf8'));
    expect(loadConfig({}, projectRoot).sessionSecret).toBe(config.sessionSecret);
  });

  it('serves metrics only when METRICS_PORT is set, on the loopback unless METRICS_HOST says otherwise (decision 105)', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }, root()).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.11' }, root()).metrics).toEqual({
      port: 9464,
      host: '10.0.0.11',
    });
    expect(() => loadConfig({ METRICS_PORT: 'nine' }, root())).toThrow('METRICS_PORT must be a number');
  });

  it('frees slow and idle clients after the timeouts of decision 109, each settable in seconds', () => {
    expect(loadConfig({}, root()).timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 600_000,
      idleMs: 60_000,
      keepAliveMs: 10_000,
    });
    expect(
      loadConfig(
        {
          HEADERS_TIMEOUT_SECONDS: '5',
          REQUEST_TIMEOUT_SECONDS: '1800',
          IDLE_TIMEOUT_SECONDS: '90',
          KEEP_ALIVE_TIMEOUT_SECONDS: '65',
        },
        root(),
      ).timeouts,
    ).toEqual({ headersMs: 5000, requestMs: 1_800_000, idleMs: 90_000, keepAliveMs: 65_000 });
    expect(() => loadConfig({ IDLE_TIMEOUT_SECONDS: '0' }, root())).toThrow('IDLE_TIMEOUT_SECONDS must be at least 1');
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '20' }, root())).toThrow(
      'HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/es',
        DATABASE_URL: 'postgres://es:pw@db:5432/es',
        LOCALE: 'th',
        MEDIA_HOST: 'https://cdn.example.test',
        PUBLIC_URL: 'https://studio.example.test/',
        SESSION_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example.test:587',
        DEMO_PASSWORD: 'demo-pass-1',
        SEED_DEMO: 'true',
        S3_BUCKET: 'studio-media',
        S3_ENDPOINT: 'https://s3.example.test',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret-key',
      },
      root(),
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/es',
      databaseUrl: 'postgres://es:pw@db:5432/es',
      locale: 'th',
      mediaHost: 'https://cdn.example.test/',
      publicUrl: 'https://studio.example.test',
      sessionSecret: 'x'.repeat(40),
      smtpUrl: 'smtp://mail.example.test:587',
      demoPassword: 'demo-pass-1',
      seedDemo: true,
      s3: {
        bucket: 'studio-media',
        endpoint: 'https://s3.example.test',
        region: 'eu-central-1',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret-key',
      },
    });
  });

  it('names every bad value in one error', () => {
    const attempt = () =>
      loadConfig(
        {
          PORT: 'eighty',
          LOCALE: 'fr',
          DATABASE_URL: 'mysql://db',
          PUBLIC_URL: 'studio',
          SESSION_SECRET: 'short',
          SMTP_URL: 'http://mail',
          DEMO_PASSWORD: 'abc',
          SEED_DEMO: 'yes',
          LOGIN_RATE_LIMIT: '0',
          S3_ENDPOINT: 's3.example.test',
        },
        root(),
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toEqual([
        'PORT must be a number',
        'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
        'LOCALE must be one of en, th',
        'PUBLIC_URL must be a URL starting with http:// or https://',
        'SESSION_SECRET must be at least 32 characters',
        'SMTP_URL must be a URL starting with smtp:// or smtps://',
        'DEMO_PASSWORD must be at least 8 characters',
        'SEED_DEMO must be true or false',
        'LOGIN_RATE_LIMIT must be at least 1',
        'S3_ENDPOINT must be a URL starting with http:// or https://',
      ]);
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, refusing anything else (issue 22, item 4)', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, root()).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }, root()).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const value of ['true', '0', '10.0.0.0/33', 'proxy.example.test', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: value }, root())).toThrow(
        'TRUST_PROXY must be a hop count (1 or more) or a comma-separated list of IP addresses and CIDR ranges',
      );
    }
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    expect(() =>
      loadConfig(
        { S3_BUCKET: 'studio-media', S3_ENDPOINT: 'https://s3.example.test', S3_SECRET_ACCESS_KEY: '' },
        root(),
      ),
    ).toThrow(
      'S3 storage needs all of S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });

  it('sells through the invoice unless both Stripe keys are set, and refuses one without the other', () => {
    expect(loadConfig({}, root()).stripe).toBeNull();
    expect(
      loadConfig(
        { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' },
        root(),
      ).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, root())).toThrow(
      'Stripe payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; missing STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'ftp://x' }, root())).toThrow(
      'STRIPE_API_URL must be a URL starting with http:// or https://',
    );
  });

  it('keeps drive folders under DATA_DIR/drive by default, or DRIVE_LOCAL_ROOT', () => {
    const dir = root();
    expect(loadConfig({}, dir).drive).toEqual({ localRoot: path.join(dir, 'data', 'drive'), google: null });
    expect(loadConfig({ DRIVE_LOCAL_ROOT: 'shared/drive' }, dir).drive.localRoot).toBe(
      path.join(dir, 'shared', 'drive'),
    );
  });

  it('uses Google Drive with a service account key and a parent folder, and says what is wrong with either', () => {
    const key = {
      client_email: 'drive@studio.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
      token_uri: 'https://oauth2.googleapis.com/token',
    };
    const google = { GOOGLE_DRIVE_CREDENTIALS: JSON.stringify(key), GOOGLE_DRIVE_PARENT_FOLDER: '1AbC-dEf_123' };
    expect(loadConfig(google, root()).drive.google).toEqual({
      credentials: key,
      parentFolderId: '1AbC-dEf_123',
      apiUrl: null,
    });
    expect(() => loadConfig({ GOOGLE_DRIVE_CREDENTIALS: JSON.stringify(key) }, root())).toThrow(
      'Google Drive needs both GOOGLE_DRIVE_CREDENTIALS and GOOGLE_DRIVE_PARENT_FOLDER; missing GOOGLE_DRIVE_PARENT_FOLDER',
    );
    expect(() => loadConfig({ ...google, GOOGLE_DRIVE_CREDENTIALS: '{not json' }, root())).toThrow(
      'GOOGLE_DRIVE_CREDENTIALS must be the service account key file’s JSON (it does not parse as JSON)',
    );
    expect(() =>
      loadConfig({ ...google, GOOGLE_DRIVE_CREDENTIALS: JSON.stringify({ private_key: key.private_key }) }, root()),
    ).toThrow('GOOGLE_DRIVE_CREDENTIALS has no client_email');
    expect(() =>
      loadConfig({ ...google, GOOGLE_DRIVE_CREDENTIALS: JSON.stringify({ ...key, private_key: 'secret' }) }, root()),
    ).toThrow('GOOGLE_DRIVE_CREDENTIALS has no private_key in PEM form');
    expect(() =>
      loadConfig({ ...google, GOOGLE_DRIVE_PARENT_FOLDER: 'https://drive.google.com/drive/folders/1AbC' }, root()),
    ).toThrow('GOOGLE_DRIVE_PARENT_FOLDER must be a Drive folder id (the last part of the folder’s address)');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', LOCALE: '' }, root())).toMatchObject({ port: 3000, locale: 'en' });
  });

  it('reads the transfer key and limit, and refuses a short key (decision 068)', () => {
    const config = loadConfig({ TRANSFER_KEY: 'k'.repeat(40), TRANSFER_MAX_MB: '10' }, root());
    expect(config).toMatchObject({ transferKey: 'k'.repeat(40), transferMaxBytes: 10 * 1024 * 1024 });
    expect(() => loadConfig({ TRANSFER_KEY: 'short' }, root())).toThrow('TRANSFER_KEY must be at least 32 characters');
    expect(() => loadConfig({ TRANSFER_MAX_MB: '0' }, root())).toThrow('TRANSFER_MAX_MB must be at least 1');
  });

  it('reads TRANSFER_HOSTS as host names, addresses and ranges, refusing addresses with a scheme or a port (issue 40, item 12)', () => {
    expect(
      loadConfig({ TRANSFER_HOSTS: ' Studio-B.example.com, 10.0.0.0/8,192.0.2.7 ,::1,' }, root()).transferHosts,
    ).toEqual(['studio-b.example.com', '10.0.0.0/8', '192.0.2.7', '::1']);
    for (const value of [
      'https://studio-b.example.com',
      'studio-b.example.com:8080',
      'two words',
      '10.0.0.0/33',
      'a_b.example.com',
    ]) {
      expect(() => loadConfig({ TRANSFER_HOSTS: value }, root()), value).toThrow(
        'TRANSFER_HOSTS must be a comma-separated list of host names, IP addresses and CIDR ranges (no scheme, no port)',
      );
    }
  });
});
