import type { Page } from '@playwright/test';
import { expect, focusNothing, holdChunk, mailedLink, signIn, test, type DemoAccount } from '../support/fixtures.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

const expectations: {
  account: DemoAccount;
  landing: RegExp;
  manage: string[];
  hidden: string[];
  memo: boolean;
  myJobs: boolean;
}[] = [
  {
    account: 'admin',
    landing: /\/app\/?$/,
    manage: ['Projects', 'Jobs', 'Users', 'Webhooks'],
    hidden: [],
    memo: true,
    myJobs: false,
  },
  {
    account: 'pm',
    landing: /\/app\/?$/,
    manage: ['Projects', 'Jobs'],
    hidden: ['Users', 'Webhooks'],
    memo: false,
    myJobs: true,
  },
  {
    account: 'staff',
    landing: /\/app\/?$/,
    manage: ['Projects', 'Jobs'],
    hidden: ['Users', 'Webhooks'],
    memo: false,
    myJobs: true,
  },
  {
    account: 'freelancer',
    landing: /\/app\/?$/,
    manage: ['Projects', 'Jobs'],
    hidden: ['Users', 'Webhooks'],
    memo: false,
    myJobs: true,
  },
  {
    account: 'client',
    landing: /\/app\/projects\?filter=my-projects$/,
    manage: ['Projects'],
    hidden: ['Jobs', 'Users', 'Webhooks'],
    memo: false,
    myJobs: false,
  },
];

for (const { account, landing, manage, hidden, memo, myJobs } of expectations) {
  test(`${account} sees the chrome of their level`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, account);
    await page.goto('/app/');
    await expect(page).toHaveURL(landing);
    for (const label of manage) await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    for (const label of hidden) await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);
    for (const label of ['Home', 'Pricing', 'Portfolio', 'Contact us']) {
      await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    if (account !== 'client') {
      await expect(page.getByRole('region', { name: 'My Jobs' })).toHaveCount(myJobs ? 1 : 0);
      await expect(page.getByRole('region', { name: 'Notification Log' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('menuitem', { name: 'Project' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Memo' })).toHaveCount(memo ? 1 : 0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await page
      .getByRole('button', { name: /./ })
      .filter({ has: page.getByRole('img') })
      .last()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
}

// The top bar's menus and the bell's popover arrive after the first render, with stand-in buttons until then.
const standIns = [
  {
    name: 'Create',
    chunk: 'top-bar-menus',
    popup: 'menu',
    target: (page: Page) => page.getByRole('button', { name: 'Create' }),
    opened: (page: Page) => page.getByRole('menuitem', { name: 'Project' }),
  },
  {
    name: 'Notifications',
    chunk: 'bell-popover',
    popup: 'dialog',
    // The popover's target is the bell's button (decision 115), not the count's indicator around it.
    target: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
    opened: (page: Page) => page.getByRole('dialog'),
  },
];

for (const { name, chunk, popup, target, opened } of standIns) {
  test(`a press on ${name} while it is on its way opens it on arrival, also a press the arrival splits`, async ({
    page,
  }) => {
    await signIn(page, 'staff');
    const button = page.getByRole('banner').getByRole('button', { name });

    let release = await holdChunk(page, chunk);
    await page.goto('/app/projects');
    await button.click();
    await expect(target(page)).not.toHaveAttribute('aria-haspopup');
    release();
    await expect(opened(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opened(page)).toBeHidden();

    // The pointer goes down on the stand-in and comes up on the real button: no click reaches either.
    release = await holdChunk(page, chunk);
    await page.goto('/app/projects');
    const box = await button.boundingBox();
    if (!box) throw new Error(`the ${name} button has no box`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(target(page)).toHaveAttribute('aria-haspopup', popup);
    await page.mouse.up();
    await expect(opened(page)).toBeVisible();

    // A press as soon as the page has loaded, while the chunk arrives: it opens, and stays open (a press
    // counted on the way down opened it before its own mousedown, which closed it as a click outside).
    await page.goto('/app/projects');
    await button.click();
    await expect(opened(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
}

test('a client sent to a contributor page lands on their projects', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/app/jobs');
  await expect(page).toHaveURL(/\/app\/projects\?filter=my-projects$/);
  await page.goto('/app/users');
  await expect(page).toHaveURL(/\/app\/projects\?filter=my-projects$/);
});

test('a freelancer sent to an admin page lands on the dashboard', async ({ page }) => {
  await signIn(page, 'freelancer');
  await page.goto('/app/users');
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a visitor is sent to sign in and comes back to the page they asked for', async ({ page }) => {
  await page.goto('/app/jobs?status=open');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen$/);
  await page.getByLabel('Email').fill('staff@demo.local');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  await expect(page.getByLabel('Email')).toHaveValue('staff@demo.local');
  await page.getByLabel('Password').fill('e2e-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/jobs\?status=open$/);
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
});

test('a visitor may open a project link without signing in and sees it read-only', async ({ page }) => {
  await signIn(page, 'admin');
  const listed = await page.request.get('/api/projects/search?term=Bank onboarding');
  const projectId: string = (await listed.json()).items[0]._id;
  await page.context().clearCookies();

  await page.goto(`/app/projects/${projectId}/scenes`);
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/scenes$`));
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bank onboarding explainer' })).toBeVisible();
  await expect(page.getByText('You are viewing a shared project.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Project menu' })).toHaveCount(0);

  await page.goto('/app/projects/4b9e9a4e-0000-4000-8000-000000000000/scenes');
  await expect(page.getByText('Project not found')).toBeVisible();
});

test('a visitor registers a client account from the login page and comes back from the mailed link, confirming the address', async ({
  page,
}, testInfo) => {
  await page.goto('/app/account');
  await page.getByRole('link', { name: 'Create a client account' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?redirect=%2Fapp%2Faccount$/);
  const address = `new-${Date.now()}@example.test`;
  await page.getByLabel('Name').fill('New Client');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill('long-enough');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `We sent a link to ${address}. Open it to choose your password and continue.`,
  );
  await page.goto(mailedLink(testInfo, address, '/auth/password/'));
  await expect(page.getByText(`For the account ${address}.`)).toBeVisible();
  await page.getByLabel('Password').fill('long-enough');
  await page.getByRole('button', { name: 'Save password and continue' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
});

test('"/" focuses the search box unless a text field has focus', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/app/');
  const search = page.getByRole('combobox', { name: 'Search' });
  // A "/" typed before the top bar is drawn reaches nothing, as it would for a person.
  await expect(search).toBeVisible();
  await focusNothing(page);
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
});

test('logout ends the session', async ({ page }) => {
  await signIn(page, 'pm');
  await page.goto('/app/');
  await page.getByRole('button', { name: 'Pat Manager' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2F$/);
});

test('dashboard shell at 1280 px and at 375 px', async ({ page }) => {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/dashboard-1280.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(menu(page)).not.toBeInViewport();
  await page.screenshot({ path: 'test-results/screenshots/dashboard-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/screenshots/dashboard-375-menu.png' });
  await menu(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/app\/projects\?filter=my-projects$/);
  await expect(menu(page)).not.toBeInViewport();
});

test('a confirmation asked for before the dialogs have loaded opens once they arrive', async ({ page }) => {
  await signIn(page, 'admin');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(created.status()).toBe(201);
  const { _id: projectId } = ((await created.json()) as { project: { _id: string } }).project;
  // The overlays' chunk (toasts and dialogs) is held back until the remove button has been pressed.
  const releaseOverlays = await holdChunk(page, 'overlays');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await page.getByRole('button', { name: 'Remove scene' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  releaseOverlays();
  const dialog = page.getByRole('dialog', { name: 'Remove this scene?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a first visit to each landing page writes nothing to the console, not even a warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await signIn(page, 'admin');
  for (const path of ['/app/', '/app/projects', '/app/jobs', '/app/account']) {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  }
  expect(messages).toEqual([]);
});

test('the ids of menus, popovers and fields are the same from their first paint (decision 124)', async ({ page }) => {
  // Every id set on an element, and every change of one, from the moment the document starts.
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { __idChanges: string[] }).__idChanges = changes;
    new MutationObserver((records) => {
      for (const record of records)
        if (record.oldValue?.startsWith('mantine-'))
          changes.push(`${record.oldValue} -> ${(record.target as Element).id}`);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['id'], attributeOldValue: true });
  });
  await signIn(page, 'admin');
  for (const path of ['/app/', '/app/feed/all', '/app/jobs', '/app/account']) {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    const ids = await page.locator('[id^="mantine-"]').count();
    expect(ids, `${path} has Mantine ids to watch`).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __idChanges: string[] }).__idChanges), path).toEqual([]);
  }
});
