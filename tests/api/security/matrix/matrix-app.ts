import { beforeAll } from 'vitest';
import { useTestApp, type TestApp } from '../../../support/test-app.ts';
import { transferKey } from '../../../support/transfer.ts';
import { fingerprintedTables, fingerprinter } from './fingerprint.ts';
import { buildWorld, type World } from './world.ts';

export interface MatrixSetup {
  t: TestApp;
  /**
   * Filled in by beforeAll: the world of callers and targets, and the digests of the tables a refused call must
   * leave alone.
   */
  ready: { world: World; fingerprint: () => Promise<Map<string, string>> };
}

/**
 * The app the matrix and the hostile-input test call: every call comes from one address and a few
 * users, so the rate limits, tested elsewhere, are lifted; no background jobs run.
 */
export const useMatrixApp = (): MatrixSetup => {
  const unlimited = { max: 100_000, timeWindowMs: 60_000 };
  const t = useTestApp({
    // The transfer rows send to a receiver on 127.0.0.1 (rows-transfer.ts); the webhook rows subscribe an address there.
    config: {
      loginRateLimit: unlimited.max,
      transferKey,
      transferHosts: ['127.0.0.1'],
      webhookAllowedHosts: ['127.0.0.1'],
    },
    jobs: false,
    limits: {
      guestComments: unlimited,
      invitations: unlimited,
      contact: unlimited,
      passwordResetIp: unlimited,
      passwordResetEmail: unlimited,
      passwordChange: unlimited,
    },
  });
  const ready = {} as MatrixSetup['ready'];
  beforeAll(async () => {
    ready.world = await buildWorld(t);
    ready.fingerprint = fingerprinter(t.database.db, await fingerprintedTables(t.database.db));
  }, 120_000);
  return { t, ready };
};
