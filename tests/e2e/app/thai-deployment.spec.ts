import type { Job } from '#shared/jobs/schemas.ts';
import { jobsTh } from '#shared/i18n/jobs-th.ts';
import { appTh } from '#shared/i18n/app-th.ts';
import { expect, findDemoProject, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/screenshots/thai-deployment';

/**
 * Issue 35 item 22, on the LOCALE=th server: a project manager posts an auction with the Thai price
 * presets, an artist in another browser sees the countdown in Thai units and takes a spot, and the PM
 * hears of it with the job named in Thai.
 */
test('a Thai studio prices a job in baht, counts down in Thai and names the job in Thai', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'pm');
  const { id: projectId } = await findDemoProject(page);
  await page.goto(`/app/projects/${projectId}/jobs`);
  await page.getByRole('button', { name: jobsTh['jobs.createJob'] }).click();
  const form = page.getByRole('dialog', { name: jobsTh['jobs.createJob'] });
  await form.getByRole('combobox', { name: jobsTh['jobs.chooseType'] }).click();
  await page.getByRole('option', { name: jobsTh['jobs.type.storyboard'], exact: true }).click();
  await form.getByRole('textbox', { name: jobsTh['jobs.description'] }).fill('วาดสตอรี่บอร์ดฉบับสมบูรณ์ทุกฉาก');
  // The presets follow the Thai price table (× 30), not dollar amounts with a baht sign.
  for (const preset of ['฿150', '฿300', '฿450', '฿600', '฿750'])
    await expect(form.getByRole('button', { name: preset, exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: '฿5', exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: '฿300', exact: true }).click();
  await form
    .locator('label')
    .filter({ hasText: new RegExp(`^${jobsTh['jobs.auction']}$`) })
    .click();
  await screenshotAtBothWidths(page, shots, 'job-form');
  await form.getByRole('button', { name: jobsTh['jobs.create'], exact: true }).click();
  await expect(form).toBeHidden();
  const open = (await (await page.request.get(`/api/jobs?status=open&projectId=${projectId}`)).json()) as {
    items: Job[];
  };
  const job = open.items
    .filter((item) => item.isAuction && item.jobType === 'storyboard' && item.price === 300)
    .sort((a, b) => b.created.localeCompare(a.created))[0];
  expect(job).toBeDefined();

  const artistContext = await browser.newContext();
  try {
    const artist = await artistContext.newPage();
    await signIn(artist, 'freelancer');
    await artist.setViewportSize({ width: 1280, height: 900 });
    await artist.goto(`/app/jobs/${job?._id ?? ''}`);
    await expect(artist.getByTestId('job-countdown')).toHaveText(/^[12]วัน \d+ชม\. \d+นาที$/);
    await screenshotAtBothWidths(artist, shots, 'artist-job');
    expect((await artist.request.post(`/api/jobs/${job?._id ?? ''}/claim-spot`, { data: {} })).status()).toBe(200);
  } finally {
    await artistContext.close();
  }

  await page.reload();
  await page.getByRole('button', { name: appTh['topbar.notifications'] }).click();
  await expect(page.getByText(`จองสิทธิ์เสนอราคางาน ${jobsTh['jobs.type.storyboard']}`).first()).toBeVisible();
  await expect(page.getByText('งาน storyboard')).toHaveCount(0);
  await screenshotAtBothWidths(page, shots, 'pm-notifications');
});
