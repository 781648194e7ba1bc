import { afterAll, beforeAll, expect, it } from 'vitest';
import { checklistGuidePath, checklistItems } from '#shared/projects/checklist.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { locale: 'th' } });
});
afterAll(() => t.close());

it('serves the handbook every checklist item links to, one section per item, in the deployment language', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/handbook' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('คู่มือสตูดิโอ');
  for (const item of checklistItems) {
    const [path, anchor] = checklistGuidePath(item).split('#');
    expect(path).toBe('/handbook');
    expect(response.body).toContain(`<h2 id="${anchor}">`);
  }
  expect(response.body).toContain('ส่งบทให้ลูกค้า');
});
