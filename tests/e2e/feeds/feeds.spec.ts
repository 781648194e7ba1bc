import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectToast, screenshotAtBothWidths, signIn, test, type DemoAccount } from '../support/fixtures.ts';

const card = (page: Page, title: string) =>
  page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * Opens a post and waits until its details have finished growing: a click or a screenshot while they
 * grow lands on a page still moving (a lost click failed this journey on a loaded machine).
 */
const showPost = async (post: Locator) => {
  await post.getByRole('button', { expanded: false }).first().click();
  // Mantine's Collapse holds a fixed height while it opens and drops it once open.
  await expect(post.getByTestId('post-details')).not.toHaveAttribute('style', /height/);
};

const findPostId = async (page: Page, term: string): Promise<string> => {
  const response = await page.request.get(`/api/posts/search?term=${encodeURIComponent(term)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { _id: string }[] };
  expect(items).toHaveLength(1);
  return items[0]?._id ?? '';
};

test('an admin creates a feed, adds people and posts a memo to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/app/feed');
  await expect(page).toHaveURL(/\/app\/feed\/all$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText('All', { timeout: 15_000 });

  await page.getByRole('navigation', { name: 'Feeds' }).getByRole('button', { name: 'Add Feed' }).click();
  const feedForm = page.getByRole('dialog', { name: 'New feed' });
  await feedForm.getByRole('button', { name: 'Create Feed' }).click();
  await expect(feedForm.getByText('Feed name is required')).toBeVisible();
  await expect(feedForm.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await feedForm.getByRole('textbox', { name: 'Name' }).fill('  Launch team  ');
  await feedForm.getByRole('textbox', { name: 'Description' }).fill('Everyone shipping the spring launch');
  await feedForm.getByRole('button', { name: 'Create Feed' }).click();
  await expectToast(page, 'Feed created');
  await expect(page).toHaveURL(/\/app\/feed\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('# Launch team');

  const settings = page.getByRole('region', { name: 'Feed settings' });
  await expect(settings.getByRole('button')).toHaveText(['Add People', 'Edit Feed', 'Delete Feed']);
  await settings.getByRole('button', { name: 'Add People' }).click();
  const people = page.getByRole('dialog', { name: 'People in Launch team' });
  await people.getByRole('combobox', { name: 'People' }).click();
  await page.getByRole('option', { name: 'Fran Freelancer' }).click();
  await page.getByRole('option', { name: 'Sam Staff' }).click();
  await page.getByRole('option', { name: 'Pat Manager' }).click();
  await page.getByRole('option', { name: 'Ada Admin' }).click();
  // A click on the title closes the list that covers the buttons.
  await people.getByRole('heading', { name: 'People in Launch team' }).click();
  await people.getByRole('button', { name: 'Save People' }).click();
  await expectToast(page, 'Feed updated');
  await expect(settings.getByTestId('feed-people')).toContainText('Fran Freelancer');
  await expect(settings.getByRole('button', { name: 'Edit Feed' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Delete Feed' })).toBeVisible();
  await expect(page.getByTestId('member-pictures').getByRole('img')).toHaveCount(3);
  await expect(page.getByTestId('member-pictures')).toContainText('+1 more');

  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Memo' }).click();
  await expect(page).toHaveURL(/\/app\/feed\/all\?postForm=memo$/);
  const postForm = page.getByRole('dialog', { name: 'New memo' });
  await postForm.getByLabel('Feed', { exact: true }).click();
  await page.getByRole('option', { name: 'Launch team' }).click();
  await postForm.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postForm.getByText('Title is required')).toBeVisible();
  await expect(postForm.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await postForm.getByRole('textbox', { name: 'Title' }).fill('Launch party on Friday');
  await postForm
    .getByRole('textbox', { name: 'Text (markdown)' })
    .fill('Cake at **four** in the big room. Bring your storyboards to show off.');
  await postForm.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(page, 'Memo posted');
  await expect(postForm).toBeHidden();
  const memo = card(page, 'Launch party on Friday');
  await expect(memo).toContainText('Memo');
  await page.screenshot({ path: 'test-results/screenshots/feeds-admin-1280.png', fullPage: true });
});

test('a freelancer reads the memo banner, then reads, OKs, rates and adds a post to the to-do list', async ({
  page,
}) => {
  await signIn(page, 'freelancer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/feed/unread');
  const banner = page.getByTestId('memo-banner');
  await expect(banner).toBeVisible();
  const memoTitle = (await banner.locator('p').first().textContent()) ?? '';
  expect(memoTitle).not.toBe('');
  await banner.getByRole('link', { name: 'Read More' }).click();
  await expect(page).toHaveURL(/\/app\/feed\/[^/]+\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: memoTitle, exact: true })).toBeVisible();
  // The banner moves on: a read memo leaves it, and the next one not yet read, if any, takes its place.
  await expect(banner.filter({ hasText: memoTitle })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/feeds-post-1280.png', fullPage: true });

  await page.goto('/app/feed/unread');
  const title = 'Kick-off notes for the coffee shop video';
  const post = card(page, title);
  await expect(post).toHaveAttribute('data-read', 'false', { timeout: 15_000 });
  await showPost(post);
  await expect(post.getByTestId('post-body')).toContainText('warm, morning');
  // Expanding records a read that is not marked: the post stays in the unread list.
  await expect(post).toHaveAttribute('data-read', 'true');

  await post.getByRole('button', { name: 'OK', exact: true }).click();
  await expectToast(page, 'You said OK');
  await expect(post.getByRole('button', { name: 'OK · 1' })).toHaveAttribute('aria-pressed', 'true');

  await post.getByTestId('post-rating').locator('label').last().click();
  await expectToast(page, 'Rated 5 of 5');
  await expect(post.getByTestId('post-rating')).toHaveAttribute('data-highlighted', 'true');

  await post.getByRole('button', { name: 'Add to to-do' }).click();
  await expectToast(page, 'Added to your to-do list');
  await expect(post.getByRole('button', { name: 'Remove from to-do' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/feeds-unread-1280.png', fullPage: true });

  await post.getByRole('button', { name: 'Mark as read' }).click();
  await expectToast(page, 'Marked as read');
  await expect(card(page, title)).toHaveCount(0);

  await page.goto('/app/feed/todo');
  await expect(card(page, title)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  // The menu slides away at this width: the screenshot waits until it is gone. The phone's own view, not
  // a full page: a full-page shot resizes the page for a moment, and the click after it could land on a moving page.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).not.toBeInViewport();
  await page.screenshot({ path: 'test-results/screenshots/feeds-todo-375.png' });
  await showPost(card(page, title));
  await page.screenshot({ path: 'test-results/screenshots/feeds-post-375.png' });
  await card(page, title).getByRole('button', { name: 'Remove from to-do' }).click();
  await expectToast(page, 'Removed from your to-do list');
  await expect(card(page, title)).toHaveCount(0);
});

test('a section comment thread opens from its section, and a done to-do leaves the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'staff');
  const storyId = await findPostId(page, 'the morning rush');
  await page.goto(`/app/feed/mine/post/${storyId}`);
  const section = page.getByTestId('post-section').filter({ hasText: 'Key Messages' });
  await expect(section).toContainText('Order ahead in the app');
  await section.getByRole('button', { name: /comments/ }).click();
  await expect(page).toHaveURL(new RegExp(`comments=${storyId}-Key(%20|\\+)Messages`));
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  await expect(drawer.getByTestId('comments-item-title')).toHaveText('Key Messages · Story: the morning rush');
  await drawer.getByRole('textbox', { name: 'Comment' }).fill('Can we say "two minutes" first?');
  await drawer.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, 'Your comment has been posted');
  await expect(section.getByTestId('comment-count')).toHaveText('1');
  await page.screenshot({ path: 'test-results/screenshots/feeds-section-comments-1280.png' });
});

test('a client has no feed route', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/app/feed/all');
  await expect(page).toHaveURL(/\/app\/projects/);
  expect((await page.request.get('/api/posts')).status()).toBe(403);
});

/** Opens `path` as `account` in a browser of its own and waits for its live stream. */
const openLive = async (browser: Browser, account: DemoAccount, path: string) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, account);
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/live') && response.status() === 200,
  );
  await page.goto(path);
  await streamOpen;
  return { page, close: () => context.close() };
};

test('an admin writes a memo to everyone: staff and a freelancer see it live; a post from a feed lands in that feed', async ({
  browser,
  page,
}) => {
  // Three people in three browsers, each screen shot at two widths.
  test.setTimeout(120_000);
  const shots = 'test-results/screenshots';
  const memoTitle = `Studio closed on Friday ${Date.now()}`;
  const staff = await openLive(browser, 'staff', '/app/projects');
  // The left menu leads to the feeds.
  await staff.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feeds' }).click();
  await expect(staff.page).toHaveURL(/\/app\/feed\/all$/);
  const freelancer = await openLive(browser, 'freelancer', '/app/feed/production');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/app/projects');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Memo' }).click();
  const memoForm = page.getByRole('dialog', { name: 'New memo' });
  await expect(memoForm.getByLabel('Feed', { exact: true })).toHaveValue('Everyone');
  await expect(memoForm.getByText('Everyone who reads this feed sees the memo')).toBeVisible();
  await memoForm.getByRole('textbox', { name: 'Title' }).fill(memoTitle);
  await memoForm
    .getByRole('textbox', { name: 'Text (markdown)' })
    .fill('The office is **closed**; deliveries move to Monday.');
  await screenshotAtBothWidths(page, shots, 'memo-form');
  await memoForm.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(page, 'Memo posted');
  // The author's own banner moves to the new memo, and so do the open screens of everyone it reaches.
  for (const screen of [page, staff.page, freelancer.page])
    await expect(screen.getByTestId('memo-banner')).toContainText(memoTitle);
  await screenshotAtBothWidths(staff.page, shots, 'memo-live-staff');

  // New Post in Production presets a feed Production shows, so the post lands on this screen.
  const postTitle = `Storyboard frames for the bakery ${Date.now()}`;
  await freelancer.page.getByRole('button', { name: 'New Post' }).click();
  const postForm = freelancer.page.getByRole('dialog', { name: 'New post' });
  await postForm.getByRole('textbox', { name: 'Title' }).fill(postTitle);
  // The people picker is spec §9's tagger: at most 600 px of options.
  await postForm.getByRole('combobox', { name: 'Tag people' }).click();
  await expect(freelancer.page.getByRole('option', { name: 'Sam Staff' })).toBeVisible();
  const pickerHeight = await freelancer.page
    .getByRole('listbox')
    .evaluate((list) =>
      [...list.querySelectorAll('*')]
        .map((element) => getComputedStyle(element).maxHeight)
        .find((value) => value !== 'none'),
    );
  expect(pickerHeight).toBe('600px');
  await postForm.getByRole('textbox', { name: 'Title' }).click();
  await postForm.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(freelancer.page, 'Post created');
  await expect(freelancer.page).toHaveURL(/\/app\/feed\/production$/);
  await expect(card(freelancer.page, postTitle)).toBeVisible();
  await screenshotAtBothWidths(freelancer.page, shots, 'feed-production-post');

  // Hiding a memo is remembered for the person, not the browser: it stays hidden after a reload and on
  // another device (a second browser of the same freelancer), while staff still see it.
  const banner = freelancer.page.getByTestId('memo-banner').filter({ hasText: memoTitle });
  const hidden = freelancer.page.waitForResponse(
    (response) => response.url().endsWith('/hide-memo') && response.status() === 200,
  );
  await banner.getByRole('button', { name: 'Hide memo' }).click();
  await expect(banner).toHaveCount(0);
  await hidden;
  await freelancer.page.reload();
  await expect(card(freelancer.page, postTitle)).toBeVisible();
  await expect(banner).toHaveCount(0);
  const otherDevice = await openLive(browser, 'freelancer', '/app/feed/production');
  await expect(card(otherDevice.page, postTitle)).toBeVisible();
  await expect(otherDevice.page.getByTestId('memo-banner')).toHaveCount(0);
  await screenshotAtBothWidths(otherDevice.page, shots, 'memo-hidden-other-device');
  await expect(staff.page.getByTestId('memo-banner')).toContainText(memoTitle);
  await otherDevice.close();

  // On a phone the banner keeps to one line, and sits under the menu it would otherwise cover.
  await staff.page.setViewportSize({ width: 375, height: 700 });
  const staffBanner = staff.page.getByTestId('memo-banner');
  expect((await staffBanner.boundingBox())?.height ?? 0).toBeLessThan(56);
  await staff.page.getByRole('button', { name: 'Open menu' }).click();
  const menu = staff.page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeInViewport({ ratio: 1 });
  const onTop = await staff.page.evaluate(() => {
    const element = document.elementFromPoint(40, window.innerHeight - 12);
    return element?.closest('[data-testid="memo-banner"]') ? 'banner' : 'menu';
  });
  expect(onTop).toBe('menu');
  await staff.page.screenshot({ path: `${shots}/memo-under-menu-375.png` });
  await staff.close();
  await freelancer.close();
});
