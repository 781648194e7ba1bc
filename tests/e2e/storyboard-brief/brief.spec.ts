import type { APIRequestContext, Page } from '@playwright/test';
import { e2eDemoPassword } from '../../../playwright.config.ts';
import { demoEmails, expect, expectToast, signIn, test } from '../support/fixtures.ts';

const thanks =
  'Thank you for your submission. Your answers will be used by your storyboard artist to draw your illustrations.';
const closed =
  'The storyboard brief is closed: it can be given only while the project is storyboarding and the storyboard is still new';
const shots = 'test-results/e2e/storyboard-brief';

/** Screenshots at each width, once the app's navigation has finished sliding to its new layout. */
const shoot = async (page: Page, name: string, widths: readonly number[]) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** The PM works in a request context of their own, so the client's browser stays signed in as the client. */
const asPm = async (request: APIRequestContext) => {
  expect(
    (await request.post('/auth/login', { data: { email: demoEmails.pm, password: e2eDemoPassword } })).status(),
  ).toBe(200);
  return async (projectId: string, statuses: Record<string, string>) =>
    expect((await request.post(`/api/projects/${projectId}/status`, { data: statuses })).status()).toBe(200);
};

test('a client briefs the storyboard artist while the storyboard is new, and no longer once it moved on', async ({
  page,
  request,
  browser,
}) => {
  const setStatuses = await asPm(request);
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  await setStatuses(projectId, { status: 'storyboarding', storyboardStatus: 'new' });

  await page.goto(`/app/projects/${projectId}/scenes`);
  const banner = page.getByTestId('client-banner');
  await expect(banner).toContainText('Drawing your storyboard takes up to two weeks');
  await banner.getByRole('link', { name: 'Give a brief' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/sb-brief$`));

  const form = page.getByRole('form', { name: 'Storyboard brief' });
  const age = form.getByLabel('Age of your audience');
  const ethnicity = form.getByLabel('Ethnicity of your audience');
  const submit = form.getByRole('button', { name: 'Submit brief' });
  await submit.click();
  for (const message of [
    'Tell us the age of your audience',
    'Tell us the ethnicity of your audience',
    'Choose yes or no',
    'Choose equal, female or male',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await shoot(page, 'brief-missing', [375]);

  await age.fill('30 to 45, small business owners');
  await expect(form.getByText('Tell us the age of your audience')).toHaveCount(0);
  await ethnicity.fill('Thai');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('radio', { name: 'Female' }).check();
  await shoot(page, 'brief-filled', [1280, 375]);
  await submit.click();
  await expectToast(page, thanks);
  await expect(form.getByTestId('brief-thanks')).toHaveText(thanks);
  await shoot(page, 'brief-sent', [1280]);

  await page.reload();
  await expect(age).toHaveValue('30 to 45, small business owners');
  await expect(ethnicity).toHaveValue('Thai');
  await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(
    form.getByText('We have your brief. You can change your answers until your artist starts sketching.'),
  ).toBeVisible();

  // The artist starts sketching while the client is still changing the answers: the refusal says why, the answers stay.
  await setStatuses(projectId, { storyboardStatus: 'sketch-pending' });
  await age.fill('Teenagers');
  await form.getByRole('radio', { name: 'Equal' }).check();
  await submit.click();
  await expect(form.getByRole('alert', { name: 'Your brief was not sent' })).toContainText(closed);
  await expect(age).toHaveValue('Teenagers');
  await expect(form.getByRole('radio', { name: 'Equal' })).toBeChecked();
  await expect(submit).toBeEnabled();
  await shoot(page, 'brief-refused', [375]);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/scenes$`));
  await expect(page.getByRole('link', { name: 'Storyboard brief' })).toHaveCount(0);
  await expect(banner).not.toContainText('Drawing your storyboard takes up to two weeks');
  await expect(banner.getByRole('link', { name: 'Give a brief' })).toHaveCount(0);
  await page.goto(`/app/projects/${projectId}/sb-brief`);
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/scenes$`));

  // What the client sent last stays, for the artist to draw from.
  const saved = await page.request.get(`/api/projects/${projectId}`);
  expect(((await saved.json()) as { project: { storyboardBrief: unknown } }).project.storyboardBrief).toEqual({
    age: '30 to 45, small business owners',
    ethnicity: 'Thai',
    diversity: 'yes',
    gender: 'female',
  });

  // The storyboard artist reads the answers beside the scenes.
  const artistContext = await browser.newContext();
  const artist = await artistContext.newPage();
  await signIn(artist, 'staff');
  await artist.goto(`/app/projects/${projectId}/scenes`);
  const summary = artist.getByRole('region', { name: 'Storyboard brief' });
  await expect(summary).toContainText('30 to 45, small business owners');
  await expect(summary).toContainText('Female');
  await artistContext.close();
});
