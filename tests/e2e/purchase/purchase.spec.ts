import type { Page } from '@playwright/test';
import { stillWebm } from '../../../src/server/seed/demo-video.ts';
import { demoPicture } from '../../../src/server/seed/seed-demo-media.ts';
import { expect, expectToast, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/e2e/purchase';

/** The PM's settings upload one delivered file through the file chooser of its row. */
const deliver = async (page: Page, slot: string, name: string, buffer: Buffer) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: new RegExp(`^(Upload|Replace): ${slot}$`) }).click();
  await (await chooser).setFiles({ name, mimeType: 'video/webm', buffer });
  await expectToast(page, `${name} uploaded`);
};

test('a client purchases a ready video by invoice, an admin marks it paid in another browser, and the client downloads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(created.status()).toBe(201);
  const { _id: projectId, title } = ((await created.json()) as { project: { _id: string; title: string } }).project;

  await signIn(page, 'pm');
  expect((await page.request.post(`/api/projects/${projectId}/status`, { data: { status: 'ready' } })).status()).toBe(
    200,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/projects/${projectId}/settings`);
  await page.getByRole('button', { name: 'Delivered files' }).click();
  await deliver(page, 'Full video', 'final-cut.webm', await stillWebm(await demoPicture(['#a5d8ff', '#1864ab']), 2));
  await deliver(
    page,
    'Watermarked preview',
    'watermarked.webm',
    await stillWebm(await demoPicture(['#a5d8ff', '#1864ab'], true), 2),
  );
  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload: Voice recording' }).click();
  await (await refused).setFiles({
    name: 'not-a-voice.webm',
    mimeType: 'audio/wav',
    buffer: await stillWebm(await demoPicture(['#fff', '#000']), 1),
  });
  await expectToast(page, 'not-a-voice.webm is not an audio recording: use MP3, WAV or M4A');
  await screenshotAtBothWidths(page, shots, 'pm-delivered-files');

  await signIn(page, 'client');
  await page.goto(`/app/projects/${projectId}/scenes`);
  const videoPanel = page.getByRole('region', { name: 'Video', exact: true });
  await videoPanel.getByRole('button', { name: 'Video menu' }).click();
  await expect(page.getByRole('menuitem', { name: /^Download/ })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Watch watermarked preview' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Download voice' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const purchase = page.getByRole('region', { name: 'Purchase' });
  await purchase.getByRole('button', { name: 'Purchase video' }).click();
  await expectToast(page, /^Invoice \d+ created: the video unlocks once it is paid$/);
  const invoice = purchase.getByTestId('payment');
  await expect(invoice).toContainText('Unpaid');
  await expect(invoice).toContainText('Awaiting payment. The video unlocks as soon as it is paid.');
  await expect(purchase.getByRole('button', { name: 'Purchase video' })).toHaveCount(0);
  await expect(purchase.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  const number = /Invoice (\d+)/.exec((await invoice.textContent()) ?? '')?.[1];
  // Issue 35 item 21: the client is told how to pay, what happens next, and can print the invoice.
  const instructions = invoice.getByTestId('invoice-instructions');
  await expect(instructions.getByTestId('payment-details')).toHaveText(
    'Bangkok Bank · Explainer Studio Co., Ltd.\nAccount 123-4-56789-0',
  );
  await expect(instructions).toContainText(`quote invoice ${number} as the reference`);
  await expect(instructions).toContainText('What happens next: once the money arrives');
  await screenshotAtBothWidths(page, shots, 'client-invoice');
  const printable = await instructions.getByRole('link', { name: 'Print invoice' }).getAttribute('href');
  await page.goto(printable ?? '');
  await expect(page.getByRole('heading', { name: `Invoice ${number} Unpaid` })).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText('$1,000');
  await screenshotAtBothWidths(page, shots, 'client-printable-invoice');
  await page.goto(`/app/projects/${projectId}/scenes`);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`/app/projects/${projectId}/scenes`);
    await admin.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Mark as paid' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Mark as paid' }).click();
    await expectToast(admin, `Invoice ${number} marked paid`);
    await expect(admin.getByRole('region', { name: 'Purchase' }).getByTestId('payment')).toContainText('Paid');
    await screenshotAtBothWidths(admin, shots, 'admin-marked-paid');
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(purchase).toContainText('Purchased: download the full video from the video menu.');
  await videoPanel.getByRole('button', { name: 'Video menu' }).click();
  const download = page.getByRole('menuitem', { name: 'Download', exact: true });
  await expect(download).toBeEnabled();
  await expect(page.getByRole('menuitem', { name: 'Watch preview' })).toBeVisible();
  await screenshotAtBothWidths(page, shots, 'client-purchased');
  await page.keyboard.press('Escape');
  await expect(download).toBeHidden();
  await videoPanel.getByRole('button', { name: 'Video menu' }).click();
  const answered = page.waitForResponse((response) => response.url().includes(`/api/projects/${projectId}/download`));
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  const { url, filename } = (await (await answered).json()) as { url: string; filename: string };
  expect(filename).toBe(`${title}.webm`);
  expect((await downloading).suggestedFilename()).toBe(filename);
  await expectToast(page, `Download started for ${filename}`);
  const file = await page.request.get(url);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'video/webm']);

  // Spec §6: with the video in hand, the client lets the studio show it in its portfolio.
  const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true });
  await expect(portfolio.getByTestId('portfolio-consent-state')).toHaveText(
    'Not allowed: the video stays out of the portfolio.',
  );
  await portfolio.getByRole('switch', { name: 'Allow portfolio' }).click();
  await expectToast(page, 'Portfolio allowed');
  await expect(portfolio.getByTestId('portfolio-consent-state')).toHaveText(
    'Allowed: the video may appear in the portfolio.',
  );
  await screenshotAtBothWidths(page, shots, 'client-allows-portfolio');
  const after = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
    project: { allowPortfolio: boolean };
  };
  expect(after.project.allowPortfolio).toBe(true);
});

test('an unpaid invoice holds the cart until the client cancels it; what the admin marks paid is the total the page shows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  await signIn(page, 'pm');
  expect((await page.request.post(`/api/projects/${projectId}/status`, { data: { status: 'ready' } })).status()).toBe(
    200,
  );

  await signIn(page, 'client');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/projects/${projectId}/scenes`);
  const cost = page.getByRole('region', { name: 'Cost summary' });
  const discounts = page.getByRole('region', { name: 'Discounts' });
  const purchase = page.getByRole('region', { name: 'Purchase' });
  await discounts.getByRole('switch', { name: 'Watermark discount' }).click();
  await expectToast(page, 'Added Watermark discount');
  await expect(cost.getByTestId('cart-total')).toHaveText('$800');

  await purchase.getByRole('button', { name: 'Purchase video' }).click();
  await expectToast(page, /^Invoice \d+ created/);
  const first = purchase.getByTestId('payment');
  await expect(first).toContainText('Until then the cart stays at this amount; to change it, cancel the purchase.');
  const number = /Invoice (\d+)/.exec((await first.textContent()) ?? '')?.[1];
  const held = `Invoice ${number} for $800 awaits payment, so the cart is locked. To change it, cancel the purchase in the Purchase panel.`;
  await expect(cost.getByTestId('cart-held')).toHaveText(held);
  await expect(discounts).toHaveCount(0);
  await expect(cost.getByRole('link', { name: 'Change add-ons' })).toHaveCount(0);
  await screenshotAtBothWidths(page, shots, 'client-cart-held');

  const refused = await page.request.post(`/api/projects/${projectId}/cart`, {
    data: { action: 'addCartItem', id: 'nda' },
  });
  expect([refused.status(), ((await refused.json()) as { message: string }).message]).toEqual([
    409,
    `The cart cannot change while invoice ${number} for $800 awaits payment. Cancel the purchase to change it.`,
  ]);
  await page.goto(`/app/projects/${projectId}/addons`);
  await expect(page.getByTestId('cart-held')).toHaveText(held);
  await expect(page.getByRole('switch', { name: 'NDA' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Extras' })).toContainText('Locked until paid');
  await expect(page.getByRole('switch', { name: 'Watermark discount' })).toHaveCount(0);
  await screenshotAtBothWidths(page, shots, 'client-addons-held');

  await page.goto(`/app/projects/${projectId}/scenes`);
  await purchase.getByRole('button', { name: 'Cancel purchase' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel purchase' }).click();
  await expectToast(page, `Invoice ${number} cancelled: the cart can change again`);
  await expect(purchase.getByTestId('payment')).toContainText('Cancelled');
  await expect(cost.getByRole('link', { name: 'Change add-ons' })).toBeVisible();
  await discounts.getByRole('switch', { name: 'Watermark discount' }).click();
  await expectToast(page, 'Removed Watermark discount');
  await expect(cost.getByTestId('cart-total')).toHaveText('$1,000');
  await purchase.getByRole('button', { name: 'Purchase video' }).click();
  const second = purchase.getByTestId('payment').filter({ hasText: 'Unpaid' });
  await expect(second).toContainText('$1,000');
  await expect(cost.getByTestId('cart-held')).toContainText('for $1,000 awaits payment');
  await screenshotAtBothWidths(page, shots, 'client-cancelled-and-purchased-again');

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto(`/app/projects/${projectId}/scenes`);
    const adminPurchase = admin.getByRole('region', { name: 'Purchase' });
    await adminPurchase
      .getByTestId('payment')
      .filter({ hasText: 'Unpaid' })
      .getByRole('button', { name: 'Mark as paid' })
      .click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Mark as paid' }).click();
    await expectToast(admin, /marked paid$/);
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(purchase).toContainText('Purchased: download the full video from the video menu.');
  const paid = purchase.getByTestId('payment').filter({ hasNotText: 'Cancelled' });
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText('$1,000');
  await expect(cost.getByTestId('cart-total')).toHaveText('$1,000');
  await expect(purchase.getByRole('button', { name: 'Cancel purchase' })).toHaveCount(0);
  await expect(cost.getByRole('link', { name: 'Change add-ons' })).toHaveCount(0);
  await screenshotAtBothWidths(page, shots, 'client-paid-matches-total');
});

test('a project manager downloads the demo video’s voice and music; a client is offered the extension', async ({
  page,
}) => {
  await signIn(page, 'pm');
  const found = await page.request.get(`/api/projects/search?term=${encodeURIComponent('Bakery launch video')}`);
  const project = ((await found.json()) as { items: { _id: string; title: string }[] }).items.find((entry) =>
    entry.title.startsWith('Bakery launch video'),
  );
  if (!project) throw new Error('the demo bakery project is missing');
  await page.goto(`/app/projects/${project._id}/scenes`);
  await page.getByRole('region', { name: 'Video', exact: true }).getByRole('button', { name: 'Video menu' }).click();
  const answered = page.waitForResponse((response) =>
    response.url().includes(`/api/projects/${project._id}/download?file=music`),
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download music' }).click();
  expect((await (await answered).json()).filename).toBe(`${project.title} - music.wav`);
  expect((await downloading).suggestedFilename()).toBe(`${project.title} - music.wav`);

  await signIn(page, 'client');
  const detail = await page.request.get(`/api/projects/${project._id}`);
  const spanish = (
    (await detail.json()) as { project: { versions: { id: string; title: string }[] } }
  ).project.versions.find((entry) => entry.title === 'Spanish version');
  await page.goto(`/app/projects/${project._id}/scenes?version=${spanish?.id ?? ''}`);
  const purchase = page.getByRole('region', { name: 'Purchase' });
  await expect(purchase.getByText('This version is ready to purchase.')).toBeVisible();
  await expect(purchase.getByRole('button', { name: 'Purchase video' })).toBeVisible();
  await screenshotAtBothWidths(page, shots, 'client-extension-offer');
});
