import type { Page } from '@playwright/test';
import { expect, findDemoProject, signIn, test } from '../support/fixtures.ts';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Comments' });
const badge = (page: Page) => page.getByTestId('notification-count');

const unreadCount = async (page: Page): Promise<number> => {
  const response = await page.request.get('/api/notifs');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
};

test('a comment by one user appears in the other’s open comments modal and bell within a second, and its notification lands on the item', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'client');
  const me = (await (await page.request.get('/api/accounts/me')).json()) as { user: { _id: string } };
  const before = await unreadCount(page);
  const {
    id: demoProjectId,
    sceneIds: [firstScene],
  } = await findDemoProject(page);

  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/live') && response.status() === 200,
  );
  await page.goto(`/app/projects/${demoProjectId}/scenes?comments=${firstScene}`);
  await expect(drawer(page)).toBeVisible();
  await streamOpen;
  await expect(badge(page)).toContainText(String(before));

  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await signIn(writer, 'pm');
  const text = `Live check ${Date.now()}`;
  const posted = await writer.request.post('/api/comments', {
    data: { itemType: 'scene', itemId: firstScene, text, mentions: [me.user._id] },
  });
  expect(posted.status()).toBe(200);
  const postedAt = Date.now();

  await expect(drawer(page).getByTestId('comment-thread').filter({ hasText: text })).toBeVisible({ timeout: 1000 });
  await expect(badge(page)).toContainText(String(before + 1), { timeout: Math.max(1, 1000 - (Date.now() - postedAt)) });
  expect(Date.now() - postedAt, 'both on screen within a second of the write').toBeLessThan(1000);
  await writerContext.close();

  // The bell's panel lists it; following it lands on the item with the modal open and marks it read.
  await page.goto('/app/projects');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const entry = page
    .getByRole('listitem', { name: 'Pat Manager mentioned you on Scene 1 · Demo: Coffee shop explainer' })
    .first();
  await expect(entry).toHaveAttribute('data-read', 'false');
  await entry.getByRole('link').click();
  // Spec §9: the scene it names is highlighted for 1500 ms and scrolled to 60 px below the top, as far as the page goes.
  const scene = page.locator(`[data-item-id="${firstScene}"]`);
  await expect(scene).toHaveAttribute('data-landed', 'true');
  const scroll = await scene.evaluate((element) => ({
    at: window.scrollY,
    wanted: Math.min(
      element.getBoundingClientRect().top + window.scrollY - 60,
      document.documentElement.scrollHeight - window.innerHeight,
    ),
  }));
  expect(scroll.at).toBeGreaterThan(0);
  expect(Math.abs(scroll.at - scroll.wanted)).toBeLessThan(2);
  await page.screenshot({ path: 'test-results/screenshots/notification-landing-1280.png' });
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByTestId('comment-thread').filter({ hasText: text })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/app/projects/${demoProjectId}/scenes\\?comments=${firstScene}&commentsTag=none$`),
  );
  await expect.poll(() => unreadCount(page)).toBe(before);
  await expect(badge(page)).toContainText(String(before));
  await expect(scene).not.toHaveAttribute('data-landed', 'true');
});
