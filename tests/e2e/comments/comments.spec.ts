import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectToast, findDemoProject, signIn, test } from '../support/fixtures.ts';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Comments' });
const thread = (page: Page, text: string) => drawer(page).getByTestId('comment-thread').filter({ hasText: text });

const apiCount = async (page: Page, itemId: string): Promise<{ count: number; tags: Record<string, number> }> => {
  const response = await page.request.get(`/api/comments/count?itemId=${itemId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { count: number; tags: Record<string, number> };
};

const sketchPng = (): Promise<Buffer> =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 240, g: 180, b: 60 } } })
    .png()
    .toBuffer();

test('a client comments on a scene with an attachment; leaving with unsent text asks first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'client');
  const {
    id: demoProjectId,
    sceneIds: [firstScene],
  } = await findDemoProject(page);
  await page.goto(`/app/projects/${demoProjectId}/scenes?comments=${firstScene}`);
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByTestId('comments-item-title')).toHaveText('Scene 1 · Demo: Coffee shop explainer');
  // A client has the one tab, General, with its count of the scene's comments beside it.
  await expect(drawer(page).getByRole('tab')).toHaveText([/^General\d*$/]);

  const box = drawer(page).getByRole('textbox', { name: 'Comment' });
  await box.fill('Could the **cup** be bigger? <img src=x onerror=alert(1)>');
  await drawer(page).getByRole('button', { name: 'Close comments' }).click();
  const guard = page.getByRole('dialog', { name: 'You have unsaved changes' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`comments=${firstScene}`));
  await expect(box).toHaveValue(/bigger/);

  await drawer(page)
    .locator('label')
    .filter({ hasText: /^Preview$/ })
    .click();
  await expect(drawer(page).getByTestId('comment-preview').locator('strong')).toHaveText('cup');
  await drawer(page)
    .locator('label')
    .filter({ hasText: /^Write$/ })
    .click();
  await drawer(page).getByRole('button', { name: 'Attach files' }).click();
  await drawer(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bigger-cup.png', mimeType: 'image/png', buffer: await sketchPng() });
  await expect(drawer(page).getByTestId('upload-row')).toHaveAttribute('data-status', 'done');
  await expect(drawer(page).locator('.mantine-Pill-root', { hasText: 'bigger-cup.png' })).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, 'Your comment has been posted');
  const posted = thread(page, 'Could the cup be bigger?');
  await expect(posted).toBeVisible();
  await expect(posted.locator('strong')).toHaveText('cup');
  await expect(posted.locator('.comment-body img')).toHaveCount(0);
  await expect(posted).toContainText('<img src=x onerror=alert(1)>');
  const thumbnail = posted.getByRole('button', { name: 'bigger-cup.png' }).locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/screenshots/comments-attachment-1280.png' });
  await posted.getByRole('button', { name: 'bigger-cup.png' }).click();
  const gallery = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Download' }) });
  await expect(gallery).toBeVisible();
  await expect(gallery).toContainText('bigger-cup.png');
  await page.screenshot({ path: 'test-results/screenshots/comments-gallery-1280.png' });
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(drawer(page)).toBeVisible();

  // With nothing typed the modal closes without asking.
  await drawer(page).getByRole('button', { name: 'Close comments' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${demoProjectId}/scenes$`));

  // The scene's card carries its comment count, and opens the same thread.
  const sceneButton = page
    .getByTestId('scene-card')
    .first()
    .getByRole('button', { name: /^\d+ comments$/ });
  await expect(sceneButton.getByTestId('comment-count')).toHaveText(/^[1-9]\d*$/);
  await sceneButton.click();
  await expect(page).toHaveURL(new RegExp(`comments=${firstScene}`));
  await expect(thread(page, 'Could the cup be bigger?')).toBeVisible();
});

test('staff opens the prod tab from the URL and replies with a mention', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'staff');
  const {
    id: demoProjectId,
    sceneIds: [, secondScene],
  } = await findDemoProject(page);
  await page.goto(`/app/projects/${demoProjectId}/scenes?comments=${secondScene}&commentsTag=prod`);
  await expect(drawer(page).getByRole('tab', { name: /#prod/ })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer(page).getByRole('tab', { name: /#admins/ })).toHaveCount(0);

  await drawer(page).getByRole('textbox', { name: 'Comment' }).fill('Storyboard for scene 2 is late');
  await drawer(page).getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, 'Your comment has been posted');
  const top = thread(page, 'Storyboard for scene 2 is late');
  await top.getByRole('button', { name: 'Reply' }).click();

  const reply = top.getByRole('textbox', { name: 'Reply' });
  await reply.pressSequentially('Thanks @Pat');
  const options = page.getByRole('listbox', { name: 'People to mention' });
  await expect(options.getByRole('option', { name: 'Pat Manager' })).toBeVisible();
  await options.getByRole('option', { name: 'Pat Manager' }).click();
  await expect(reply).toHaveValue('Thanks @Pat Manager ');
  await reply.pressSequentially('can you check?');
  await top.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expectToast(page, 'Your comment has been posted');
  await expect(top.getByTestId('comment')).toHaveCount(2);
  await expect(top.getByTestId('comment').nth(1)).toContainText('Thanks @Pat Manager can you check?');

  const stored = await page.request.get(`/api/comments?itemId=${secondScene}&tag=prod`);
  const body = (await stored.json()) as { items: { text: string; replies: { mentions: string[]; tag: string }[] }[] };
  const saved = body.items.find((item) => item.text === 'Storyboard for scene 2 is late');
  expect(saved?.replies[0]?.tag).toBe('prod');
  expect(saved?.replies[0]?.mentions).toHaveLength(1);
});

test("the client's count and the staff's count differ as the rules say", async ({ browser }) => {
  const staff = await browser.newPage();
  await signIn(staff, 'staff');
  const { id: demoProjectId } = await findDemoProject(staff);
  await staff.goto(`/app/projects/${demoProjectId}/scenes?comments=${demoProjectId}&commentsTag=prod`);
  await drawer(staff).getByRole('textbox', { name: 'Comment' }).fill('Internal: budget check');
  await drawer(staff).getByRole('button', { name: 'Post comment' }).click();
  await expectToast(staff, 'Your comment has been posted');
  await drawer(staff).getByRole('tab', { name: 'General' }).click();
  await expect(drawer(staff).getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer(staff).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await drawer(staff).getByRole('textbox', { name: 'Comment' }).fill('Welcome to your project!');
  await drawer(staff).getByRole('button', { name: 'Post comment' }).click();
  await expectToast(staff, 'Your comment has been posted');
  await drawer(staff).getByRole('button', { name: 'Close comments' }).click();

  const client = await browser.newPage();
  await signIn(client, 'client');
  const countRequests: URL[] = [];
  client.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/comments/count')) countRequests.push(url);
  });
  // Reached in the app, where the browser asks for the counts (an address opened comes drawn with them, decision 129).
  await client.goto('/app/projects?filter=my-projects');
  await client.locator(`main a[href$="/projects/${demoProjectId}/scenes"]`).click();
  // Every scene card's badge comes from one request for the whole page.
  await expect(client.getByTestId('scene-card').nth(1)).toBeVisible();
  await client.waitForLoadState('networkidle');
  const sceneCards = await client.getByTestId('scene-card').count();
  const sceneRequests = countRequests.filter((url) => url.searchParams.get('itemType') === 'scene');
  expect(sceneRequests.length).toBeGreaterThan(0);
  for (const url of sceneRequests) {
    expect(url.pathname).toBe('/api/comments/counts');
    expect(url.searchParams.get('itemIds')?.split(',')).toHaveLength(sceneCards);
  }
  const clientCount = await apiCount(client, demoProjectId);
  const staffCount = await apiCount(staff, demoProjectId);
  expect(Object.keys(clientCount.tags)).toEqual(['none']);
  expect(staffCount.count).toBe(clientCount.count + (staffCount.tags.prod ?? 0));
  expect(staffCount.count).toBeGreaterThan(clientCount.count);
  await expect(client.getByRole('button', { name: /^Comments\b/ }).getByTestId('comment-count')).toHaveText(
    String(clientCount.count),
  );
  await staff.reload();
  await expect(staff.getByRole('button', { name: /^Comments\b/ }).getByTestId('comment-count')).toHaveText(
    String(staffCount.count),
  );

  await client.getByRole('button', { name: /^Comments\b/ }).click();
  await expect(client).toHaveURL(new RegExp(`comments=${demoProjectId}`));
  await expect(thread(client, 'Welcome to your project!')).toBeVisible();
  await expect(thread(client, 'Internal: budget check')).toHaveCount(0);
  await client.close();
  await staff.close();
});

test('an admin hides a comment; the client sees it hidden, staff can open it again', async ({ browser }) => {
  const client = await browser.newPage();
  await signIn(client, 'client');
  const {
    id: demoProjectId,
    sceneIds: [, , thirdScene],
  } = await findDemoProject(client);
  await client.goto(`/app/projects/${demoProjectId}/scenes?comments=${thirdScene}`);
  await drawer(client).getByRole('textbox', { name: 'Comment' }).fill('This scene is terrible, redo everything');
  await drawer(client).getByRole('button', { name: 'Post comment' }).click();
  await expectToast(client, 'Your comment has been posted');

  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/app/projects/${demoProjectId}/scenes?comments=${thirdScene}`);
  // Once hidden, the text folds away, so the comment is followed by its id.
  const commentId = await thread(admin, 'This scene is terrible')
    .getByTestId('comment')
    .first()
    .getAttribute('data-comment-id');
  const target = drawer(admin).locator(`[data-comment-id="${commentId}"]`).first();
  await target.getByRole('button', { name: 'Hide' }).first().click();
  await expectToast(admin, 'Comment has been hidden');
  await expect(target.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(target.getByText('This scene is terrible')).toBeHidden();
  await target.getByRole('button', { name: 'Show' }).click();
  await expect(target.getByText('This scene is terrible')).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, 'freelancer');
  await other.goto(`/app/projects/${demoProjectId}/scenes?comments=${thirdScene}`);
  await expect(drawer(other).getByText('This comment has been hidden.')).toBeVisible();
  await expect(drawer(other).getByText('This scene is terrible')).toHaveCount(0);

  await target.getByRole('button', { name: 'Open' }).first().click();
  await expectToast(admin, 'Comment has been opened');
  await other.reload();
  await expect(thread(other, 'This scene is terrible')).toBeVisible();
  await Promise.all([client.close(), admin.close(), other.close()]);
});

test('the comments modal at 1280 px is a side panel and at 375 px fills the screen', async ({ page }) => {
  await signIn(page, 'staff');
  const {
    id: demoProjectId,
    sceneIds: [, secondScene],
  } = await findDemoProject(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/projects/${demoProjectId}/scenes?comments=${secondScene}&commentsTag=prod`);
  await expect(thread(page, 'Storyboard for scene 2 is late')).toBeVisible();
  // Polled: the drawer slides in, so its box settles a moment after it becomes visible.
  await expect.poll(async () => (await drawer(page).boundingBox())?.width).toBe(520);
  await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(1280 - 520);
  await page.screenshot({ path: 'test-results/screenshots/comments-1280.png' });

  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(async () => (await drawer(page).boundingBox())?.width).toBe(375);
  await page.screenshot({ path: 'test-results/screenshots/comments-375.png' });
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(page).not.toHaveURL(/comments=/);
});
