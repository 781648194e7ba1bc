import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config.ts';

/**
 * npm run test:cluster (scripts/cluster/run-cluster.mjs) starts PostgreSQL 15, s3rver, two instances
 * and HAProxy, then runs this project by project: the comments and jobs journeys through the
 * balancer, then the cluster spec, which calls the instances directly too and ends by killing one.
 */
const balancerUrl = process.env.CLUSTER_BALANCER_URL;
if (!balancerUrl) throw new Error('CLUSTER_BALANCER_URL is not set: run npm run test:cluster');
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  ...baseConfig,
  testDir: 'tests',
  outputDir: 'test-results/cluster',
  use: { ...baseConfig.use, baseURL: balancerUrl },
  // One studio behind the balancer: its journeys run one at a time, as they did before the browser
  // journeys had a server per worker.
  workers: 1,
  // Two instances, PostgreSQL, the store and the balancer share the machine with the browser.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    // Each project keeps its own results: the run of the second would otherwise clear the first's.
    {
      name: 'journeys',
      testMatch: [/e2e\/comments\/.*\.spec\.ts$/, /e2e\/jobs\/.*\.spec\.ts$/],
      use: chromium,
      outputDir: 'test-results/cluster/journeys',
    },
    {
      name: 'cluster',
      testMatch: /cluster\/cluster\.spec\.ts$/,
      use: chromium,
      outputDir: 'test-results/cluster/cluster',
    },
  ],
  webServer: undefined,
});
