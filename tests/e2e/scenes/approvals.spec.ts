import type { Page } from '@playwright/test';
import { expect, expectToast, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';
import { clientProjectWithScript, setStatuses, shots } from './support.ts';

/**
 * The client approves what the banner offers, once the confirmation has said what follows, and lands on
 * the scenes page, which shows the next banner.
 */
const approve = async (
  page: Page,
  projectId: string,
  offer: { text: string; button: string; follows: string; done: string; next: string; shot?: string },
) => {
  const banner = page.getByTestId('client-banner');
  await expect(banner).toContainText(offer.text);
  await banner.getByRole('button', { name: offer.button }).click();
  const dialog = page.getByRole('dialog', { name: offer.button });
  await expect(dialog).toContainText(offer.follows);
  if (offer.shot) await screenshotAtBothWidths(page, shots, offer.shot);
  await dialog.getByRole('button', { name: offer.button }).click();
  await expectToast(page, offer.done);
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/scenes$`));
  await expect(banner).toContainText(offer.next);
  await expect(banner.getByRole('button')).toHaveCount(0);
};

test('a client sees each banner in turn and approves the script, the sketch and the storyboard', async ({ page }) => {
  const projectId = await clientProjectWithScript(page);
  await setStatuses(page, projectId, { status: 'script-writing', scriptStatus: 'pending' });
  await signIn(page, 'client');
  // Opened from the versions menu: the approval still lands on the plain scenes page.
  await page.goto(`/app/projects/${projectId}/scenes?version=original`);
  // A second thought: "Not yet" leaves the script waiting for approval.
  await page.getByTestId('client-banner').getByRole('button', { name: 'Approve Script' }).click();
  await page.getByRole('dialog', { name: 'Approve Script' }).getByRole('button', { name: 'Not yet' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('client-banner')).toContainText('Your script is ready.');
  await approve(page, projectId, {
    text: 'Your script is ready.',
    button: 'Approve Script',
    follows: 'Writing ends and drawing your storyboard begins. This is the last chance to change the art style.',
    shot: 'approve-script-confirmation',
    done: 'Script approved',
    next: 'Drawing your storyboard takes up to two weeks',
  });
  await expect(page.getByTestId('client-banner').getByRole('link', { name: 'Give a brief' })).toBeVisible();

  await setStatuses(page, projectId, { storyboardStatus: 'sketch-pending' });
  await signIn(page, 'client');
  await page.goto(`/app/projects/${projectId}/scenes?filterStatus=ready-for-review`);
  await approve(page, projectId, {
    text: 'Your sketch is ready.',
    button: 'Approve Sketch',
    follows: 'The artist then draws the clean storyboard from it, which takes up to 7 days.',
    done: 'Sketch approved',
    next: 'Sketch approved. The clean storyboard takes up to 7 days.',
  });

  await setStatuses(page, projectId, { storyboardStatus: 'pending' });
  await signIn(page, 'client');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await approve(page, projectId, {
    text: 'Your storyboard is ready.',
    button: 'Approve Storyboard',
    follows: 'Recording begins and takes up to 10 days. This is the last chance to change the colours or the music.',
    done: 'Storyboard approved',
    next: 'We are recording your video. Recording takes up to 10 days.',
  });
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
    project: { status: string; storyboardStatus: string };
  };
  expect(project.project).toMatchObject({ status: 'recording', storyboardStatus: 'confirmed' });
});

test('a PM sees a scene flagged after a writer changes its text post-approval, and marks it reviewed', async ({
  page,
}) => {
  const projectId = await clientProjectWithScript(page);
  await setStatuses(page, projectId, { status: 'recording', scriptStatus: 'confirmed', storyboardStatus: 'confirmed' });

  // Sam Staff writes scripts (role script).
  await signIn(page, 'staff');
  await page.goto(`/app/projects/${projectId}/scenes`);
  const second = page.getByRole('textbox', { name: 'Scene 2' });
  await second.fill('Her oven breaks on a busy Monday morning.');
  await page.getByTestId('scene-card').nth(1).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Scene saved');
  // Only PMs see the flag; the writer does not.
  await expect(page.getByTestId('scene-review')).toHaveCount(0);
  await expect(page.getByTestId('review-summary')).toHaveCount(0);

  await signIn(page, 'client');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await expect(page.getByTestId('scene-card')).toHaveCount(3);
  await expect(page.getByTestId('scene-review')).toHaveCount(0);

  await signIn(page, 'pm');
  await page.goto(`/app/projects/${projectId}/scenes`);
  const summary = page.getByTestId('review-summary');
  await expect(summary).toContainText('1 scene changed after the drawing was approved');
  await expect(page.getByTestId('scene-card')).toHaveCount(3);
  await summary.getByRole('button', { name: 'Show only these' }).click();
  await expect(page).toHaveURL(/review=changed/);
  const cards = page.getByTestId('scene-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Scene 2');
  const notice = cards.getByTestId('scene-review');
  await expect(notice).toContainText('Changed after approval');
  await expect(notice).toContainText('Text changed by Sam Staff');
  await notice.getByRole('button', { name: 'Mark reviewed' }).click();
  await expectToast(page, 'Scene marked as reviewed');
  await expect(page.getByTestId('scene-review')).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  await expect(cards).toHaveCount(3);

  await page.reload();
  await expect(page.getByTestId('scene-card')).toHaveCount(3);
  await expect(page.getByTestId('scene-review')).toHaveCount(0);
});
