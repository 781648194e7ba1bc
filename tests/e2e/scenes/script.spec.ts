import { expect, expectToast, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';
import { clientProjectWithScript, setStatuses, shots } from './support.ts';

test('the script section plays the music track chosen in the cart, with the script and its word count', async ({
  page,
}) => {
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: 'calm-waters', artists: '' } });
  expect(created.status()).toBe(201);
  const emptyId = ((await created.json()) as { project: { _id: string } }).project._id;
  await setStatuses(page, emptyId, { status: 'script-writing' });
  await signIn(page, 'client');
  await page.goto(`/app/projects/${emptyId}/script`);
  await expect(page.getByText('Script is empty')).toBeVisible();
  await expect(page.getByTestId('script-word-count')).toHaveText('0 words');

  const player = page.getByTestId('music-track');
  await expect(player).toContainText('Calm Waters');
  const source = await player.locator('audio').getAttribute('src');
  const audio = await page.request.get(source ?? '');
  expect([audio.status(), audio.headers()['content-type']]).toEqual([200, 'audio/wav']);
  await player.getByRole('button', { name: 'Play Calm Waters' }).click();
  await expect(player.getByRole('button', { name: 'Pause Calm Waters' })).toBeVisible();
  await player.getByRole('button', { name: 'Pause Calm Waters' }).click();
  await expect(player.getByRole('button', { name: 'Play Calm Waters' })).toBeVisible();

  const projectId = await clientProjectWithScript(page, 'calm-waters');
  await setStatuses(page, projectId, { status: 'script-writing' });
  await signIn(page, 'client');
  await page.goto(`/app/projects/${projectId}/script`);
  await expect(page.getByText('Her oven breaks on a Monday.')).toBeVisible();
  await expect(page.getByTestId('script-word-count')).toHaveText('20 words');
  await expect(page.getByTestId('music-track')).toContainText('Calm Waters');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 700 });
    await page.screenshot({ path: `${shots}/script-${width}.png`, fullPage: true });
  }

  // Issue 35 item 19: the browser's word segmenter counts 'e.g.' and 'U.S.' as two words each, the
  // server's as one; the Script tab said 14 beside the title bar's 12.
  const abbreviated = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  const abbreviatedId = ((await abbreviated.json()) as { project: { _id: string } }).project._id;
  const body = 'We bake bread, e.g. rye and spelt, in the U.S. and abroad.';
  expect((await page.request.post(`/api/projects/${abbreviatedId}/script-raw`, { data: { body } })).status()).toBe(200);
  await setStatuses(page, abbreviatedId, { status: 'script-writing' });
  await signIn(page, 'client');
  await page.goto(`/app/projects/${abbreviatedId}/script`);
  await expect(page.getByText(body)).toBeVisible();
  await expect(page.getByTestId('project-word-count')).toHaveText('12 words');
  await expect(page.getByTestId('script-word-count')).toHaveText('12 words');
});

test('a client submits a script of 320 words, is told its price, and finds it again on the scenes page and in the Script tab', async ({
  page,
}) => {
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  const sentence = 'Mia bakes bread for the whole street every morning before the sun comes up.';
  // Two paragraphs of 160 words each: over the 300 words the base package includes.
  const paragraph = Array.from({ length: 11 }, () => sentence).join(' ') + ' Then the oven breaks down today.';
  const body = `${paragraph}\n\n${paragraph}`;
  await page.goto(`/app/projects/${projectId}/scenes`);
  await page.getByRole('textbox', { name: 'Script', exact: true }).fill(body);
  await page.getByRole('textbox', { name: 'Comments for the script writer' }).fill('A warm tone, please.');
  await page.getByRole('button', { name: 'Submit script' }).click();
  await expectToast(page, 'Script submitted. At 320 words the script is priced as Script 300-500 words');

  const submitted = page.getByRole('region', { name: 'Your submitted script' });
  await expect(submitted).toContainText('each paragraph became a scene');
  await expect(submitted.getByTestId('submitted-script')).toContainText('2 scenes · 320 words');
  await expect(submitted.getByTestId('submitted-script')).toContainText('Then the oven breaks down today.');
  await expect(submitted.getByTestId('submitted-script')).toContainText('A warm tone, please.');
  await expect(page.getByRole('button', { name: 'Submit script' })).toHaveCount(0);
  await screenshotAtBothWidths(page, shots, 'raw-script-submitted');

  await page.getByRole('link', { name: 'Script', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/script$`));
  await expect(page.getByRole('region', { name: 'Submitted script' })).toContainText(
    'Then the oven breaks down today.',
  );
  await expect(page.getByTestId('script-word-count')).toHaveText('320 words');
  await expect(page.getByText('Script is empty')).toHaveCount(0);
  await screenshotAtBothWidths(page, shots, 'raw-script-in-script-tab');

  await page.goto(`/app/projects/${projectId}/scenes`);
  await page.getByRole('button', { name: 'Add to the script' }).click();
  await expect(page.getByText('each paragraph becomes a scene after the ones you submitted')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Your submitted script' })).toBeVisible();
  const cart = (await (await page.request.get(`/api/projects/${projectId}/cart`)).json()) as {
    cart: { items: { id: string }[] };
  };
  expect(cart.cart.items.map((item) => item.id)).toEqual(['base-package', 'script-300-500']);
});
