import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3111);
/** A second server with LOCALE=th runs the cart journeys in the Thai locale. */
const thaiPort = Number(process.env.E2E_TH_PORT ?? port + 1);
export const e2eDemoPassword = 'e2e-demo-password';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // CI runs on two shared cores: a journey waits for what a slow machine takes, never for a fixed delay.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium-th',
      testMatch: /e2e\/cart\/cart-journey\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${thaiPort}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/auth/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_PASSWORD: e2eDemoPassword,
        LOG_LEVEL: 'silent',
        // The journeys sign in far more often than one person does.
        LOGIN_RATE_LIMIT: '10000',
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Decision 068: the Transfer Project journey needs a configured host.
        TRANSFER_KEY: 'e2e-transfer-key-0123456789abcdef0123',
      },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${thaiPort}/auth/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(thaiPort),
        HOST: '127.0.0.1',
        DATA_DIR: '.tmp/e2e-data-th',
        LOCALE: 'th',
        DEMO_PASSWORD: e2eDemoPassword,
        LOG_LEVEL: 'silent',
        LOGIN_RATE_LIMIT: '10000',
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${thaiPort}`,
      },
    },
  ],
});
