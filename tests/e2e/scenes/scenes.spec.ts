import { expect, expectNoToast, expectToast, signIn, test } from '../support/fixtures.ts';
import { openScriptWritingScenesAsStaff, setStatuses, shots } from './support.ts';

test('staff edit a scene, a PM reorders by dragging, the client approves the script', async ({ page }) => {
  const projectId = await openScriptWritingScenesAsStaff(page);
  const cards = page.getByTestId('scene-card');
  await expect(cards).toHaveCount(3);
  const first = page.getByRole('textbox', { name: 'Scene 1' });
  await expect(first).toHaveValue('Meet Mia, who bakes bread.');
  await expect(cards.first().getByRole('button', { name: 'Save' })).toHaveCount(0);
  await first.fill('Meet Mia, a baker.');
  await expect(cards.first().getByRole('button', { name: 'Save' })).toBeVisible();
  await cards.first().getByRole('button', { name: 'Reset' }).click();
  await expect(first).toHaveValue('Meet Mia, who bakes bread.');
  await expect(cards.first().getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await first.fill('Meet Mia, a baker in Leeds.');
  await cards.first().getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Scene saved');
  await expect(cards.first().getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByText('21 words')).toBeVisible();

  await signIn(page, 'pm');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await expect(cards).toHaveCount(3);
  const handle = cards.nth(2).getByRole('button', { name: 'Drag to reorder' });
  const target = cards.nth(0).getByRole('button', { name: 'Drag to reorder' });
  // The video cover sits above the scenes: the mouse can only drag what is on screen.
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handles are not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y - 20, { steps: 15 });
  await page.mouse.up();
  await expectToast(page, 'Updated scene order');
  await expect(page.getByRole('textbox', { name: 'Scene 1' })).toHaveValue('Our app finds her a repair in an hour.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Scene 2' })).toHaveValue('Meet Mia, a baker in Leeds.');

  await setStatuses(page, projectId, { scriptStatus: 'pending' });
  await signIn(page, 'client');
  await page.goto(`/app/projects/${projectId}/scenes`);
  const banner = page.getByTestId('client-banner');
  await expect(banner).toContainText('Your script is ready');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/scenes-client-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await banner.getByRole('button', { name: 'Approve Script' }).click();
  await page.getByRole('dialog', { name: 'Approve Script' }).getByRole('button', { name: 'Approve Script' }).click();
  await expectToast(page, 'Script approved');
  await expect(banner).toContainText('Drawing your storyboard takes up to two weeks');

  await page.goto(`/app/projects/${projectId}/script`);
  await expect(page.getByText('Our app finds her a repair in an hour.')).toBeVisible();
  await expect(page.getByTestId('script-word-count')).toHaveText('21 words');
});

test('a stale save keeps the editor text and names who changed the scene, once', async ({ page, browser }) => {
  const projectId = await openScriptWritingScenesAsStaff(page);
  const first = page.getByRole('textbox', { name: 'Scene 1' });
  await expect(first).toHaveValue('Meet Mia, who bakes bread.');

  // The user starts editing before the PM's change; the live update that brings it must not move the
  // draft onto the newer revision, or saving would overwrite the PM's text without a word.
  await first.fill('My careful rewrite.');
  const other = await browser.newContext();
  const pmPage = await other.newPage();
  await signIn(pmPage, 'pm');
  const scenes = (await (await pmPage.request.get(`/api/projects/${projectId}/scenes`)).json()) as {
    scenes: { _id: string; revision: number }[];
  };
  const [scene] = scenes.scenes;
  if (!scene) throw new Error('no scene to change');
  const changed = await pmPage.request.post(`/api/projects/${projectId}/scenes/${scene._id}`, {
    data: { text: 'The PM rewrote this.', revision: scene.revision },
  });
  expect(changed.status()).toBe(200);
  await other.close();

  await expect(first).toHaveValue('My careful rewrite.');
  await page.getByTestId('scene-card').first().getByRole('button', { name: 'Save' }).click();
  const message =
    'Pat Manager changed this scene while you were editing. Your text is kept: copy it, reload, and apply it again.';
  await expect(page.getByTestId('scene-card').first().getByRole('alert').filter({ hasText: message })).toBeVisible();
  // Said once, beside the kept text: no toast repeats it.
  await expect(page.getByText(message)).toHaveCount(1);
  await expectNoToast(page, 'changed this scene');
  await expect(first).toHaveValue('My careful rewrite.');
  await page.getByTestId('scene-card').first().getByRole('button', { name: 'Reset' }).click();
  await expect(first).toHaveValue('The PM rewrote this.');

  await page.getByTestId('scene-card').first().getByRole('button', { name: 'History' }).click();
  const entries = page.getByRole('dialog').getByTestId('scene-history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Pat Manager');
  await expect(entries.first()).toContainText('The PM rewrote this.');
  await expect(entries.nth(1)).toContainText('Meet Mia, who bakes bread.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // By keyboard alone, the second scene's history opens as the first's did.
  const secondHistory = page.getByTestId('scene-card').nth(1).getByRole('button', { name: 'History' });
  await secondHistory.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByTestId('scene-history-entry').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(secondHistory).toBeFocused();
});

test('a client pastes the script into the raw script form while the project is new', async ({ page }) => {
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  await page.goto(`/app/projects/${projectId}/scenes`);
  const submit = page.getByRole('button', { name: 'Submit script' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Script', exact: true }).fill('First scene.\n\nSecond scene here.');
  await page.getByRole('textbox', { name: 'Comments for the script writer' }).fill('Keep it short');
  await submit.click();
  await expectToast(page, 'Script submitted');
  await expect(page.getByTestId('submitted-script')).toContainText('2 scenes · 5 words');
  await expect(page.getByText('The scenes appear here once we start working on your script.')).toBeVisible();
});
