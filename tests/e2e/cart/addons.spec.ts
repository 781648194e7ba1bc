import { expect, signIn, test } from '../support/fixtures.ts';
import { texts } from './cart-texts.ts';

// The add-ons rules are the same in both locales, so this runs on the base-locale server only.
test('add-ons: a PM locks the rush job, an admin fixes the price and hides the breakdown, the client sees both', async ({
  page,
}) => {
  const { label, ct } = texts('en');
  const rush = label('rush-job');
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: 'script-300-500,rush-job' } });
  expect(created.status()).toBe(201);
  const projectId: string = (await created.json()).project._id;
  const addons = `/app/projects/${projectId}/addons`;

  await signIn(page, 'pm');
  await page.goto(addons);
  await expect(page.getByTestId('cart-total')).toHaveText('$1,800');
  await page.getByRole('button', { name: ct('cart.lock', { name: rush }) }).click();
  await expect(page.getByText(`Locked ${rush}`)).toBeVisible();

  await signIn(page, 'admin');
  await page.goto(addons);
  const settings = page.getByRole('form', { name: ct('cart.settings') });
  await settings.getByLabel(ct('cart.fixedPrice')).fill('1500');
  await settings.getByRole('switch', { name: ct('cart.hideBreakdown') }).check();
  await settings.getByRole('button', { name: ct('cart.saveSettings') }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$1,500');
  // (1800 - 1500) / 1800 = 16.7 %, rounded up.
  await expect(page.getByText(ct('cart.discountPercent', { percent: 17, total: '$1,800' }))).toBeVisible();

  await signIn(page, 'client');
  await page.goto(addons);
  await expect(page.getByTestId('cart-total')).toHaveText('$1,500');
  await expect(page.getByText(ct('cart.breakdownHidden'))).toBeVisible();
  await expect(page.getByRole('switch', { name: rush })).toBeDisabled();
  await expect(page.getByText(ct('cart.locked'))).toBeVisible();
  await expect(page.getByRole('button', { name: ct('cart.lock', { name: rush }) })).toHaveCount(0);
  await expect(page.getByRole('form', { name: ct('cart.settings') })).toHaveCount(0);
  // The switch follows the saved cart, so it turns on once the server has answered.
  await page.getByRole('switch', { name: label('nda') }).click();
  await expect(page.getByText(`Added ${label('nda')}`)).toBeVisible();
  await expect(page.getByRole('switch', { name: label('nda') })).toBeChecked();
  await page.screenshot({ path: 'test-results/screenshots/addons-client-1280.png', fullPage: true });
});
