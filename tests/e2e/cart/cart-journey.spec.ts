import type { Page } from '@playwright/test';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import { confirmRegistration, expect, signIn, test } from '../support/fixtures.ts';
import { localeOf, texts } from './cart-texts.ts';

// Hand-computed from spec §9 and decision 010: en 1000 + 400 = 1400, +30 % +50 % = 2520.
// th 35000 + 12000 = 47000, +80 % = 84600, + 7 % VAT 5922 = 90522.
const journeyTotal: Record<Locale, number> = { en: 2520, th: 90522 };

const buildJourneyCart = async (page: Page, locale: Locale) => {
  const { catalogue, label, artist, ct } = texts(locale);
  await page.getByRole('radio', { name: label('script-300-500') }).check();
  await page.getByRole('radio', { name: label('custom-storyboard') }).check();
  const choose = (id: string) => page.getByRole('checkbox', { name: ct('cart.chooseArtist', { name: artist(id) }) });
  await choose('mali').check();
  await choose('niran').check();
  await choose('kanya').check();
  // A third artist drops the most recently added one (niran).
  await expect(choose('mali')).toBeChecked();
  await expect(choose('niran')).not.toBeChecked();
  await expect(choose('kanya')).toBeChecked();
  const voice = catalogue.voiceList[0]!;
  await page
    .getByRole('radio', { name: `${voice.label} · ${ct(voice.gender === 'female' ? 'cart.female' : 'cart.male')}` })
    .check();
  await page.getByRole('switch', { name: label('rush-job') }).check();
};

test('a visitor builds a cart, registers, and the new project has the same cart and total', async ({
  page,
}, testInfo) => {
  const locale = localeOf(testInfo.project.name);
  const { label, ct, t } = texts(locale);
  const total = formatMoney(locale, journeyTotal[locale]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/cart');
  await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(locale, locale === 'th' ? 37450 : 1000));
  await buildJourneyCart(page, locale);
  await expect(page.getByTestId('cart-total')).toHaveText(total);
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText(total);
  await expect(page.getByRole('radio', { name: label('custom-storyboard') })).toBeChecked();
  await page.screenshot({ path: `test-results/screenshots/cart-${locale}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `test-results/screenshots/cart-${locale}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: ct('cart.startProject') }).click();
  await expect(page).toHaveURL(
    /\/auth\/login\?redirect=%2Fapp%2Fproject%2Fnew%3Fitems%3Dscript-300-500%2Ccustom-storyboard%2C[a-z-]+%2Crush-job%26artists%3Dmali%2Ckanya$/,
  );
  // Issue 35 item 19: the sign-in pages say the cart survives them, and the public header links the blog.
  await expect(page.getByText(t('auth.cartKept'))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: t('menu.blog') })).toHaveAttribute('href', '/blog');
  await page.getByRole('link', { name: t('auth.login.createAccount') }).click();
  await expect(page.getByText(t('auth.cartKept'))).toBeVisible();
  await page.getByLabel(t('auth.field.name')).fill('Journey Client');
  const address = `journey-${locale}-${Date.now()}@example.test`;
  await page.getByLabel(t('auth.field.email')).fill(address);
  await page.getByLabel(t('auth.field.password')).fill('long-enough-password');
  await page.getByRole('button', { name: t('auth.register.submit') }).click();
  // The page names the address the link went to, under one heading.
  await expect(page.getByText(t('auth.checkEmail.sent', { email: address }))).toBeVisible();
  await expect(page.getByText(t('auth.checkEmail.title'), { exact: true })).toHaveCount(1);
  await page.screenshot({ path: `test-results/screenshots/check-email-${locale}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `test-results/screenshots/check-email-${locale}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirmRegistration(page, testInfo, address, 'long-enough-password');

  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}\/scenes$/);
  const projectId = /projects\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await page.goto(`/app/projects/${projectId}/addons`);
  await expect(page.getByTestId('cart-total')).toHaveText(total);
  const summary = page.getByRole('region', { name: ct('cart.summary') });
  for (const id of ['base-package', 'script-300-500', 'custom-storyboard', 'rush-job'])
    await expect(summary.getByText(label(id), { exact: true })).toBeVisible();
  await expect(summary.getByText(`${texts(locale).artist('mali')}, ${texts(locale).artist('kanya')}`)).toBeVisible();
  // Back from the scenes page must not create a second project: /project/new was replaced.
  await page.goBack();
  await expect(page).toHaveURL(/\/scenes$/);
  // The project now holds the cart, so the cart page starts afresh.
  await page.goto('/app/cart');
  await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(locale, locale === 'th' ? 37450 : 1000));
});

test('a bad new-project link says what is wrong and creates nothing', async ({ page }, testInfo) => {
  await signIn(page, 'client');
  await page.goto('/app/project/new?items=custom-storyboard&artists=mali,niran,kanya');
  // The refusal is answered in the deployment's language: 'Choose at most 2 artists' in English.
  const refusal = createApiTranslator(localeOf(testInfo.project.name))('api.tooManyArtists', { count: 2 });
  await expect(page.getByText(refusal).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/project\/new/);
});

test('the pricing page shows the catalogue prices the cart charges', async ({ page }, testInfo) => {
  const locale = localeOf(testInfo.project.name);
  const { catalogue } = texts(locale);
  await page.goto('/pricing');
  for (const id of ['base-package', 'custom-storyboard', 'water-color']) {
    await expect(page.locator(`[data-item="${id}"]`)).toHaveText(
      formatMoney(locale, catalogue.list[id]!.price[locale]),
    );
  }
  await expect(page.locator('[data-item="rush-job"]')).toHaveText('+50%');
});
