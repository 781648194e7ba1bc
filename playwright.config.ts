import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3111);
/**
 * The journeys wait on the browser and the server far more than they compute, so two workers run
 * side by side, each on a demo studio of its own: no journey sees another worker's changes.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
export const e2eServerPort = (parallelIndex: number): number => port + parallelIndex;
export const e2eDataDir = (parallelIndex: number): string => `.tmp/e2e-data-${parallelIndex}`;
/** One more server with LOCALE=th runs the cart journeys and the Thai deployment's journey in the Thai locale. */
const thaiPort = Number(process.env.E2E_TH_PORT ?? port + workers);
export const e2eThaiDataDir = '.tmp/e2e-data-th';
export const e2eDemoPassword = 'e2e-demo-password';
/**
 * A browser sends a request again when the server closed its kept-alive connection as the request went out;
 * Playwright's request client does not, and its bursts of fifty planted records leave connections idle for the
 * server's 10 s while a busy machine works through the rest. A minute keeps that race out of the journeys.
 */
const requestClientKeepAliveSeconds = '60';

const englishServer = (parallelIndex: number) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://127.0.0.1:${e2eServerPort(parallelIndex)}/auth/login`,
  reuseExistingServer: false,
  timeout: 180_000,
  env: {
    PORT: String(e2eServerPort(parallelIndex)),
    HOST: '127.0.0.1',
    DATA_DIR: e2eDataDir(parallelIndex),
    DEMO_PASSWORD: e2eDemoPassword,
    LOG_LEVEL: 'silent',
    // The journeys sign in far more often than one person does.
    LOGIN_RATE_LIMIT: '10000',
    KEEP_ALIVE_TIMEOUT_SECONDS: requestClientKeepAliveSeconds,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${e2eServerPort(parallelIndex)}`,
    // Decision 068: the Transfer Project journey needs a configured host.
    TRANSFER_KEY: 'e2e-transfer-key-0123456789abcdef0123',
    // Decision 108: the webhook journey subscribes a listener it starts on 127.0.0.1.
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    // Issue 35 item 21: the invoice tells the client where to pay; '\\n' is a line break, as in an .env file.
    INVOICE_PAYMENT_DETAILS: 'Bangkok Bank · Explainer Studio Co., Ltd.\\nAccount 123-4-56789-0',
  },
});

/**
 * The workers take the journeys in the order of the projects. The longest ones (the XSS corpus, 55 s; the
 * accessibility walks, 15-45 s each) go first, so the short ones fill the end and no worker waits idle for
 * the other's last long journey.
 */
const longJourneys = /e2e\/(security\/xss|a11y\/axe-pages)\.spec\.ts$/;
/** The English projects, each worker on its own server; the Thai project has one server for its one worker. */
export const englishProjects = { longFirst: 'chromium-long-first', rest: 'chromium' } as const;
export const thaiProject = 'chromium-th';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers,
  // Recording a trace of every journey took about 40% of the journeys' time (decision 123), so a journey
  // runs untraced and a failure is run once more with the trace on. A journey that fails and then passes
  // still fails the run: the retry is there for its trace, never to let a flaky journey through.
  retries: 1,
  failOnFlakyTests: true,
  // CI runs on two shared cores: a journey waits for what a slow machine takes, never for a fixed delay.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Decision 113: the headless shell costs about a third less CPU than the full browser for the same journeys.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: englishProjects.longFirst,
      testMatch: longJourneys,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: englishProjects.rest,
      testIgnore: [/e2e\/app\/thai-deployment\.spec\.ts$/, longJourneys],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: thaiProject,
      testMatch: /e2e\/(cart\/cart-journey|app\/thai-deployment)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${thaiPort}` },
    },
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, parallelIndex) => englishServer(parallelIndex)),
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${thaiPort}/auth/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(thaiPort),
        HOST: '127.0.0.1',
        DATA_DIR: e2eThaiDataDir,
        LOCALE: 'th',
        DEMO_PASSWORD: e2eDemoPassword,
        LOG_LEVEL: 'silent',
        LOGIN_RATE_LIMIT: '10000',
        KEEP_ALIVE_TIMEOUT_SECONDS: requestClientKeepAliveSeconds,
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${thaiPort}`,
      },
    },
  ],
});
