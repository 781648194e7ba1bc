import type { Page } from '@playwright/test';
import type { Job } from '../../../src/shared/jobs/schemas.ts';
import { demoProjectTitle } from '../../../src/server/seed/demo-ids.ts';
import { expect, expectToast, findDemoProject, signIn, test } from '../support/fixtures.ts';

const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
    await page.screenshot({ path: `test-results/jobs/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const submitBid = async (page: Page, jobUrl: string, text: string, fileName: string) => {
  await page.goto(jobUrl);
  await page.getByRole('button', { name: 'Claim a spot' }).click();
  await expectToast(page, 'Spot claimed.');
  await page.getByRole('button', { name: 'Submit work' }).click();
  const modal = page.getByRole('dialog', { name: 'Submit your work' });
  await modal.getByRole('textbox', { name: 'Describe your work' }).fill(text);
  await modal
    .locator('input[type="file"]')
    .setInputFiles([{ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 frames') }]);
  await expect(modal.getByTestId('upload-row')).toHaveAttribute('data-status', 'done');
  await modal.getByRole('button', { name: 'Submit work' }).click();
  await expectToast(page, 'Bid submitted');
  await expect(page.getByTestId('job-bid').filter({ hasText: fileName })).toBeVisible();
};

test('a fixed-price job and an auction: two freelancers bid at once, the PM confirms the winner; the fixed job is claimed, sent back with a reason and approved', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'pm');
  const { id: demoProjectId } = await findDemoProject(page);
  await page.goto(`/app/projects/${demoProjectId}/jobs`);
  await expect(page.getByTestId('job-stats')).toBeVisible();
  await page.getByRole('button', { name: 'Create Job' }).click();
  const form = page.getByRole('dialog', { name: 'Create Job' });
  await form.getByRole('combobox', { name: 'Choose a job type' }).click();
  await page.getByRole('option', { name: 'Storyboard', exact: true }).click();
  // Cancel resets the type: the type choice comes back.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.getByRole('combobox', { name: 'Choose a job type' }).click();
  await page.getByRole('option', { name: 'Storyboard', exact: true }).click();
  await form.getByRole('textbox', { name: 'Description' }).fill('Draw the **clean storyboard** for every scene.');
  // The job names its scenes: every scene is ticked at first; the PM leaves the first one out.
  const sceneStatuses = async () =>
    (
      (await (await page.request.get(`/api/projects/${demoProjectId}/scenes?version=original`)).json()) as {
        scenes: { _id: string; status: string | null }[];
      }
    ).scenes;
  const before = await sceneStatuses();
  const sceneIds = before.map((scene) => scene._id);
  expect(sceneIds.length).toBeGreaterThan(1);
  const scenePicker = form.getByTestId('job-form-scenes');
  await expect(scenePicker.getByRole('checkbox')).toHaveCount(sceneIds.length);
  await expect(scenePicker.getByRole('checkbox', { checked: true })).toHaveCount(sceneIds.length);
  await scenePicker.getByRole('checkbox', { name: /^Scene 1\b/ }).uncheck();
  await expect(scenePicker).toContainText(`${sceneIds.length - 1} of ${sceneIds.length} scenes`);
  await expect(form.getByRole('textbox', { name: 'Scenes', exact: true })).toHaveValue(String(sceneIds.length - 1));
  await shoot(page, 'job-form-scenes');
  // Spec §5: without a price the price field is focused.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('textbox', { name: 'Price per scene' })).toBeFocused();
  await form.getByRole('button', { name: '$10' }).click();
  await expect(form.getByTestId('job-form-total')).toContainText('$');
  await form
    .locator('label')
    .filter({ hasText: /^Auction$/ })
    .click();
  await expect(form.getByRole('combobox', { name: 'Expires in' })).toHaveValue('2 days');
  await expect(form.getByRole('combobox', { name: 'Bid limit' })).toHaveValue('2');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Job created');
  await expect(form).toBeHidden();

  const openJobs = async () =>
    ((await (await page.request.get(`/api/jobs?status=open&projectId=${demoProjectId}`)).json()) as { items: Job[] })
      .items;
  const job = (await openJobs()).find((item) => item.isAuction && item.jobType === 'storyboard');
  expect(job).toBeDefined();
  expect(job?.sceneIds).toEqual(sceneIds.slice(1));
  const jobUrl = `/app/jobs/${job?._id ?? ''}`;
  await page.getByTestId('job-card').filter({ hasText: 'Storyboard' }).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${demoProjectId}/jobs/${job?._id ?? ''}`));
  await expect(page.getByTestId('job-countdown')).toHaveText(/^[12]d \d+h \d+m$/);

  // The fixed-price job, posted through the API: its journey is in the browsers of the people who work on it.
  const fixed = await page.request.post('/api/jobs', {
    data: {
      projectId: demoProjectId,
      jobType: 'recording',
      body: 'Record all scenes at 1080p.',
      sceneCount: 1,
      price: 15,
    },
  });
  expect(fixed.status()).toBe(200);
  const fixedUrl = `/app/jobs/${((await fixed.json()) as { job: Job }).job._id}`;

  // Two freelancers, each in a browser of their own, bid at the same moment.
  const franContext = await browser.newContext();
  const veraContext = await browser.newContext();
  const fran = await franContext.newPage();
  const vera = await veraContext.newPage();
  await signIn(fran, 'freelancer');
  await signIn(vera, 'freelancer2');
  await Promise.all([
    submitBid(fran, jobUrl, 'Fran: clean lines, soft colours', 'fran-frames.pdf'),
    submitBid(vera, jobUrl, 'Vera: bold outlines', 'vera-frames.pdf'),
  ]);
  // Each bidder sees only their own bid; the auction is now full.
  await expect(vera.getByTestId('job-bid')).toHaveCount(1);
  await vera.reload();
  await expect(vera.getByText('0 of 2 spots left')).toBeVisible();

  // Vera holds no recording role: the job is not in her Available list, and its page says why she cannot take it.
  await vera.goto('/app/jobs?status=open');
  await expect(vera.getByTestId('job-card').first()).toBeVisible();
  await expect(vera.getByTestId('job-card').filter({ hasText: 'Recording' })).toHaveCount(0);
  await vera.goto(fixedUrl);
  await expect(vera.getByTestId('job-claim-bar')).toHaveText(
    'You cannot claim this job: it needs a role for Recording work, which you do not have. Admins give roles.',
  );
  await expect(vera.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);
  await shoot(vera, 'job-claim-bar');

  await page.goto(jobUrl);
  await expect(page.getByTestId('job-bid')).toHaveCount(2);
  // The PM hands jobs out: no word about claiming it for them.
  await expect(page.getByTestId('job-claim-bar')).toHaveCount(0);
  await shoot(page, 'job-view');
  await page
    .getByTestId('job-bid')
    .filter({ hasText: 'Fran Freelancer' })
    .getByRole('button', { name: 'Approve' })
    .click();
  // The approval picks the winner and completes the job, so it asks first and says so.
  const confirm = page.getByRole('dialog', { name: "Approve Fran Freelancer's bid?" });
  await expect(confirm).toContainText('Fran Freelancer wins the auction: the job is marked completed with their work');
  // The dialog fades in: the pictures are taken once it has.
  await confirm.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await shoot(page, 'job-approve-confirm');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Job approved');
  await expect(page.getByTestId('job-status')).toHaveText('Completed');
  // A completed auction counts down no more.
  await expect(page.getByTestId('job-countdown')).toHaveCount(0);
  // The approval moved the scenes the job was for; the scene left out keeps the status it had.
  const [leftOut, ...drawnScenes] = await sceneStatuses();
  expect(leftOut?.status).toBe(before[0]?.status);
  const drawn = ['ready-for-review', 'scene-approved', 'pending-recording', 'recording-completed'];
  expect(drawnScenes.every((scene) => scene.status !== null && drawn.includes(scene.status))).toBe(true);

  // The fixed-price job: Fran claims it, cannot send empty work, and submits it with a comment.
  await fran.goto(fixedUrl);
  await fran.getByRole('button', { name: 'Claim', exact: true }).click();
  await expectToast(fran, 'Job claimed');
  await fran.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(fran.getByText('Add a comment or a file that shows the work')).toBeVisible();
  await fran.getByRole('textbox', { name: 'Comment' }).fill('All scenes recorded, see the shared folder.');
  await fran.getByRole('button', { name: 'Submit for approval' }).click();
  await expectToast(fran, 'Job submitted for approval');

  // The PM sends it back, and must say why.
  await page.goto(fixedUrl);
  await page.getByRole('button', { name: 'Request Revision' }).click();
  const revision = page.getByRole('dialog', { name: 'Request Revision' });
  await revision.getByRole('button', { name: 'Request Revision' }).click();
  await expect(revision).toContainText('Say what needs revising');
  await revision
    .getByRole('textbox', { name: 'What needs revising?' })
    .fill('Scene 2 is too quiet: record it **louder**.');
  await revision.getByRole('button', { name: 'Request Revision' }).click();
  await expectToast(page, 'Revision requested');

  await fran.reload();
  await expect(fran.getByTestId('job-revision')).toContainText('Scene 2 is too quiet: record it louder.');
  await shoot(fran, 'job-revision');
  await fran.getByRole('textbox', { name: 'Comment' }).fill('Scene 2 recorded again, louder.');
  await fran.getByRole('button', { name: 'Submit for approval' }).click();
  await expectToast(fran, 'Job submitted for approval');
  await page.reload();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Job approved');
  await franContext.close();
  await veraContext.close();

  await signIn(page, 'admin');
  await page.goto(jobUrl);
  await page.getByRole('button', { name: 'Job menu' }).click();
  await page.getByRole('menuitem', { name: 'Mark paid' }).click();
  await expectToast(page, 'Job marked paid');
  await expect(page.getByTestId('job-paid-by')).toContainText('Paid by Ada Admin');

  await page.goto('/app/jobs?status=completed');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await shoot(page, 'job-list');
});

test('a PM creates a job from the job list by picking the project first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'pm');
  const { id: demoProjectId } = await findDemoProject(page);
  const { project } = (await (await page.request.get(`/api/projects/${demoProjectId}`)).json()) as {
    project: { sceneCount: number };
  };
  await page.goto('/app/jobs');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await shoot(page, 'job-list-pm');
  await page.getByRole('button', { name: 'Create Job' }).click();
  const form = page.getByRole('dialog', { name: 'Create Job' });
  // The type comes only once a project is chosen.
  await expect(form.getByRole('combobox', { name: 'Choose a job type' })).toHaveCount(0);
  const picker = form.getByRole('combobox', { name: 'Choose a project' });
  await picker.click();
  await expect(page.getByText('Type part of a project title')).toBeVisible();
  await picker.fill('no such project anywhere');
  await expect(page.getByText('No project found')).toBeVisible();
  await picker.fill('coffee shop');
  await page.getByRole('option', { name: demoProjectTitle }).click();
  await expect(picker).toHaveValue(demoProjectTitle);
  await shoot(page, 'job-form-project');
  await form.getByRole('combobox', { name: 'Choose a job type' }).click();
  await page.getByRole('option', { name: 'Recording', exact: true }).click();
  await expect(form.getByTestId('job-form-project')).toHaveText(`For ${demoProjectTitle}`);
  // Spec §5: sceneCount defaults to the chosen project's scene count.
  await expect(form.getByRole('textbox', { name: 'Scenes' })).toHaveValue(String(project.sceneCount));
  await form.getByRole('textbox', { name: 'Description' }).fill('Record every scene of the coffee shop explainer.');
  await form.getByRole('button', { name: '$15' }).click();
  await shoot(page, 'job-form-from-list');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Job created');
  await expect(form).toBeHidden();

  const jobs = (await (await page.request.get(`/api/jobs?status=open&projectId=${demoProjectId}`)).json()) as {
    items: Job[];
  };
  const created = jobs.items.find((job) => job.body === 'Record every scene of the coffee shop explainer.');
  expect(created).toMatchObject({
    jobType: 'recording',
    price: 15,
    sceneCount: project.sceneCount,
    project: { _id: demoProjectId },
  });
  await expect(page.getByTestId('job-card').filter({ hasText: demoProjectTitle }).first()).toBeVisible();
});

test('the countdown runs down to 0d 0h 0m once an auction expires', async ({ page }) => {
  await signIn(page, 'pm');
  const { id: demoProjectId } = await findDemoProject(page);
  const created = await page.request.post('/api/jobs', {
    data: {
      projectId: demoProjectId,
      jobType: 'voice',
      body: 'Read scene 1',
      sceneCount: 1,
      price: 5,
      isAuction: true,
      expiresIn: 1,
    },
  });
  expect(created.status()).toBe(200);
  const { job } = (await created.json()) as { job: Job };
  // The browser's clock, not the server's, is moved: the countdown only shows the expiry the server decides (decision 050).
  await page.clock.install({ time: new Date() });
  await page.goto(`/app/jobs/${job._id}`);
  await expect(page.getByTestId('job-countdown')).toHaveText(/^(1d 0h 0m|0d 23h 5\dm)$/);
  await page.clock.fastForward('23:59:00');
  await expect(page.getByTestId('job-countdown')).toHaveText(/^0d 0h [01]m$/);
  await page.clock.fastForward('02:00');
  await expect(page.getByTestId('job-countdown')).toHaveText('0d 0h 0m');
});

test('the job list filters by status and is refused to clients', async ({ page }) => {
  await signIn(page, 'freelancer');
  await page.goto('/app/jobs');
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('Incomplete');
  await expect(page.getByRole('combobox', { name: 'By Staff' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Pending approval' }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByTestId('job-card').first()).toContainText('Pending approval');
  await signIn(page, 'client');
  await page.goto('/app/jobs');
  await expect(page).not.toHaveURL(/\/app\/jobs/);
});
