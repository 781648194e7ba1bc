import { mkdirSync } from 'node:fs';
import { expect, registerFreshUser, screenshotAtBothWidths, test } from '../support/fixtures.ts';

const shots = 'test-results/screenshots/access-tokens';
mkdirSync(shots, { recursive: true });
test.describe.configure({ timeout: 90_000 });

test('a user makes a personal access token on the account page, sees it once, calls the API with it and revokes it', async ({
  browser,
  request,
}, testInfo) => {
  const account = await registerFreshUser(browser, testInfo, `Tomas Token ${Date.now() % 100000}`);
  const { page } = account;
  await page.goto('/app/account');
  const card = page.getByRole('region', { name: 'Personal access tokens' });
  await expect(card.getByText('No tokens yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByText('Name the token after the tool that will use it')).toBeVisible();
  await card.getByLabel('Token name').fill('Spreadsheet sync');
  await card.getByRole('button', { name: 'Create token' }).click();
  const secret = (await card.getByTestId('access-token-secret').textContent()) ?? '';
  expect(secret).toMatch(/^es_pat_/);
  await expect(card.getByTestId('access-token')).toContainText('Spreadsheet sync');
  await expect(card.getByTestId('access-token')).toContainText('never used');
  await card.scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, shots, 'token-created');

  // The token acts as its user from a script, with no cookie.
  const me = await request.get('/api/accounts/me', { headers: { authorization: `Bearer ${secret}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.address);

  // Shown once: after Done, and after a reload, the list holds the token but never its secret.
  await card.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(card.getByTestId('access-token')).toContainText('last used');
  await expect(page.getByText(secret)).toHaveCount(0);

  await card.getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByText('No tokens yet.')).toBeVisible();
  await screenshotAtBothWidths(page, shots, 'token-revoked');
  const refused = await request.get('/api/accounts/me', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await account.close();
});

test('the API reference page shows the document', async ({ page }) => {
  await page.goto('/api/docs/');
  // The server writes the document on its first request, from every route's schemas: seconds on a busy machine.
  await expect(page.getByRole('heading', { name: /Explainer Studio API/ })).toBeVisible({ timeout: 30_000 });
  await screenshotAtBothWidths(page, shots, 'api-reference');
});
