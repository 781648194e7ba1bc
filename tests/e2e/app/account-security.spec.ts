import { mkdirSync } from 'node:fs';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, mailedLink, registerFreshUser, screenshotAtBothWidths, test } from '../support/fixtures.ts';

const shots = 'test-results/screenshots/account-security';
mkdirSync(shots, { recursive: true });
// Each journey drives two or three browsers through sign-ins and argon2 hashes on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** A second browser, signed in as the same person through the sign-in form. */
const signInElsewhere = async (browser: Browser, address: string, password: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A client's home is the project list.
  await expect(page).toHaveURL(/\/app\/projects/);
  return { page, close: () => context.close() };
};

const expectSignedOut = async (page: Page) => {
  await page.goto('/app/account');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
};

/** The reset mail leaves after the answer (decision 063): wait until it is in the outbox. */
const waitForResetLink = async (testInfo: TestInfo, address: string): Promise<string> => {
  let link = '';
  await expect(() => {
    link = mailedLink(testInfo, address, '/auth/reset/');
  }).toPass({ timeout: 5000 });
  return link;
};

test('a user who forgot their password resets it from the sign-in page through the mailed link, which signs out every session', async ({
  browser,
}, testInfo) => {
  const account = await registerFreshUser(browser, testInfo, `Rhea Reset ${Date.now() % 100000}`);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  await visitor.goto('/auth/login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await screenshotAtBothWidths(visitor, shots, 'forgot-password');
  await visitor.getByLabel('Email').fill(account.address.toUpperCase());
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(
    'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for 60 minutes.',
  );

  const link = await waitForResetLink(testInfo, account.address);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await visitor.getByLabel('Password').fill('short');
  // The browser's own minlength check would stop the form: the server's rule is what this journey checks.
  await visitor.locator('#password').evaluate((input) => input.removeAttribute('minlength'));
  await visitor.getByRole('button', { name: 'Save new password' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Password must be at least 8 characters');
  await screenshotAtBothWidths(visitor, shots, 'reset-password');
  await visitor.getByLabel('Password').fill('my-reset-password');
  await visitor.getByRole('button', { name: 'Save new password' }).click();
  await expect(visitor).toHaveURL(/\/auth\/login\?.*reset=done/);
  await expect(visitor.getByRole('status')).toHaveText(
    'Your password has been changed and every session of your account signed out. Sign in with your new password.',
  );
  await screenshotAtBothWidths(visitor, shots, 'reset-done');

  await expectSignedOut(account.page);

  await visitor.getByLabel('Email').fill(account.address);
  await visitor.getByLabel('Password').fill('my-reset-password');
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/app\/projects/);

  await visitor.goto(link);
  await expect(visitor.getByRole('alert')).toHaveText(
    'This password reset link has expired or was already used. Ask for a new one below.',
  );
  await visitorContext.close();
  await account.close();
});

test('a password change on the account page signs out the other browser and keeps this one; so does Sign out of other sessions', async ({
  browser,
}, testInfo) => {
  const account = await registerFreshUser(browser, testInfo, `Paul Password ${Date.now() % 100000}`);
  const { page } = account;
  const other = await signInElsewhere(browser, account.address, 'long-enough');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/account');
  const security = page.getByRole('region', { name: 'Password and sessions' });
  await security.getByLabel('Current password').fill('not-my-password');
  await security.getByLabel('New password').fill('a-changed-password');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText('Your current password is not correct')).toBeVisible();
  await screenshotAtBothWidths(page, shots, 'password-wrong-current');

  await security.getByLabel('Current password').fill('long-enough');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByTestId('sessions-outcome')).toHaveText('Password changed. Other sessions signed out: 1');
  await expect(security.getByLabel('Current password')).toHaveValue('');

  await expectSignedOut(other.page);
  await page.reload();
  await expect(security.getByLabel('Current password')).toBeVisible();
  await other.close();

  const third = await signInElsewhere(browser, account.address, 'a-changed-password');
  await security.getByRole('button', { name: 'Sign out of other sessions' }).click();
  await expect(security.getByTestId('sessions-outcome')).toHaveText('Other sessions signed out: 1');
  await screenshotAtBothWidths(page, shots, 'sessions-signed-out');
  await expectSignedOut(third.page);
  await page.reload();
  await expect(security.getByRole('button', { name: 'Sign out of other sessions' })).toBeVisible();
  await third.close();
  await account.close();
});

test('a user chooses a footer background, sees it under every page and on the public site, and removes it', async ({
  browser,
}, testInfo) => {
  const account = await registerFreshUser(browser, testInfo, `Bea Background ${Date.now() % 100000}`);
  const { page } = account;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/account');
  const picker = page.getByRole('region', { name: 'Footer background' });
  await expect(picker.getByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('footer')).toHaveCount(0);

  await picker.getByRole('button', { name: 'Dots' }).click();
  await expect(page.getByText('Footer background updated')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Dots' })).toHaveAttribute('aria-pressed', 'true');
  const footer = page.locator('footer[data-bg="pattern-2"]');
  await expect(footer).toBeVisible();
  expect(await footer.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('radial-gradient');
  await screenshotAtBothWidths(page, shots, 'footer-background-picker');

  await page.goto('/app/projects');
  await expect(page.locator('footer[data-bg="pattern-2"]')).toBeVisible();
  await screenshotAtBothWidths(page, shots, 'footer-background-projects');
  await page.goto('/home');
  await expect(page.locator('footer.bg-pattern-2')).toBeVisible();

  await page.goto('/app/account');
  await picker.getByRole('button', { name: 'Stripes' }).click();
  await expect(page.locator('footer[data-bg="pattern-1"]')).toBeVisible();
  await picker.getByRole('button', { name: 'Remove background' }).click();
  await expect(page.getByText('Footer background removed')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(picker.getByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(picker.getByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('footer')).toHaveCount(0);
  await account.close();
});
