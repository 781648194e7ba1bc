import type { Page } from '@playwright/test';
import { expect, signIn } from '../support/fixtures.ts';

export const shots = 'test-results/e2e/scenes';

/** A client's new project with a three-paragraph script, as the raw script form would leave it. */
export const clientProjectWithScript = async (page: Page, items = ''): Promise<string> => {
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items, artists: '' } });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  const script = await page.request.post(`/api/projects/${projectId}/script-raw`, {
    data: {
      body: 'Meet Mia, who bakes bread.\n\nHer oven breaks on a Monday.\n\nOur app finds her a repair in an hour.',
    },
  });
  expect(script.status()).toBe(200);
  return projectId;
};

/** What a PM does in the project settings, through the API; leaves the page signed in as the PM. */
export const setStatuses = async (page: Page, projectId: string, statuses: Record<string, string>) => {
  await signIn(page, 'pm');
  expect((await page.request.post(`/api/projects/${projectId}/status`, { data: statuses })).status()).toBe(200);
};

/** The client's three-scene project in script writing, opened by staff on its scenes page. */
export const openScriptWritingScenesAsStaff = async (page: Page): Promise<string> => {
  const projectId = await clientProjectWithScript(page);
  await setStatuses(page, projectId, { status: 'script-writing' });
  await signIn(page, 'staff');
  await page.goto(`/app/projects/${projectId}/scenes`);
  return projectId;
};
