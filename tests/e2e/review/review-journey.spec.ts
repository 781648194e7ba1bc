import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { frameNumberClip } from '../../support/frame-clips.ts';
import { expect, findDemoProject, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';
import { frameInPixels, readyVideo, uploadDelivered } from '../support/review.ts';

const shots = 'test-results/e2e/review';
const fps = 25;
const frameCount = 75;
/** A timecode's frame at 25 fps, counted here rather than by the app: ((h * 60 + m) * 60 + s) * 25 + f. */
const frameOfTimecode = (timecode: string): number => {
  const [hours = 0, minutes = 0, seconds = 0, frames = 0] = timecode.split(/[:;]/).map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * fps + frames;
};

/** When each marker first appeared on the page, by frame, on the page's clock (the same as the client's). */
const watchMarkers = (page: Page) =>
  page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __markersSeen: Record<string, number> }).__markersSeen = seen;
    const look = () => {
      for (const marker of document.querySelectorAll('[data-testid="review-marker"]')) {
        const frame = marker.getAttribute('data-frame');
        if (frame !== null && !(frame in seen)) seen[frame] = Date.now();
      }
    };
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });

const markerSeenAt = (page: Page, frame: number) =>
  page.evaluate(
    (key) => (window as unknown as { __markersSeen: Record<string, number> }).__markersSeen[key] ?? null,
    String(frame),
  );

/** Seeks the client's player by clicking the timeline in the middle of the frame's slice of it. */
const clickTimelineAt = async (page: Page, frame: number) => {
  const box = await page.getByTestId('review-timeline').boundingBox();
  if (!box) throw new Error('no timeline');
  await page.mouse.click(box.x + ((frame + 0.5) / frameCount) * box.width, box.y + box.height / 2);
  await expect.poll(() => frameInPixels(page)).toBe(frame);
};

const downloaded = async (page: Page, button: string): Promise<string> => {
  const downloading: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return readFile((await (await downloading).path()) ?? '', 'utf8');
};

test.describe.configure({ timeout: 120_000 });

test('a client pins three comments the PM sees live; a reply, a resolve, the new cut, compare and the export', async ({
  page,
  browser,
}) => {
  await signIn(page, 'pm');
  const project = await findDemoProject(page);
  const clip = await frameNumberClip({ num: fps, den: 1 }, frameCount, 384, 216);
  await uploadDelivered(page, project.id, 'watermarked', clip);
  const firstCut = await readyVideo(page, project.id, 'watermarked');
  expect(firstCut.frameCount).toBe(frameCount);
  const reviewUrl = `/app/projects/${project.id}/review/${firstCut._id}`;
  await page.goto(reviewUrl);
  await expect(page.getByTestId('review-timeline')).toBeVisible();
  await watchMarkers(page);

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client');
  await client.goto(reviewUrl);
  const form = client.getByRole('form', { name: 'Comment' });

  /** Posts the client's comment and measures the time from its save answer to the PM's marker and text. */
  const postAndWatch = async (frame: number, text: string) => {
    await form.getByRole('textbox').first().fill(text);
    const saving = client.waitForResponse(
      (response) => response.url().endsWith('/api/comments') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Post comment' }).click();
    const answer = await saving;
    expect(answer.status()).toBe(200);
    await answer.finished();
    const timing = answer.request().timing();
    const answeredAt = timing.startTime + timing.responseEnd;
    await expect.poll(() => markerSeenAt(page, frame), { timeout: 5_000 }).not.toBeNull();
    // The delay is reported, not asserted: the one-second goal is the live bench's (`npm run bench`, live-delay.ts),
    // which times the same path over 50 comments beside its limit; a journey on a busy machine only proves it is live.
    const delay = Math.round(((await markerSeenAt(page, frame)) ?? 0) - answeredAt);
    test
      .info()
      .annotations.push({ type: 'live delay', description: `frame ${frame}: ${delay} ms after the save answer` });
    await expect(page.getByText(text)).toBeVisible();
  };

  // One with a drawing: an arrow over frame 12.
  await clickTimelineAt(client, 12);
  await client.getByRole('button', { name: 'Arrow' }).click();
  const box = await client.getByTestId('review-overlay').boundingBox();
  if (!box) throw new Error('no overlay');
  await client.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.7);
  await client.mouse.down();
  await client.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4, { steps: 5 });
  await client.mouse.up();
  await expect(client.getByText('Shapes: 1')).toBeVisible();
  await postAndWatch(12, 'The logo is too small here');

  // One with an in/out range: frames 30 to 36.
  await clickTimelineAt(client, 30);
  await client.getByRole('button', { name: 'Set in' }).click();
  for (let step = 0; step < 6; step += 1) await client.keyboard.press('.');
  await expect.poll(() => frameInPixels(client)).toBe(36);
  await client.getByRole('button', { name: 'Set out' }).click();
  await expect(client.getByTestId('review-draft-range')).toHaveText('00:00:01:05 to 00:00:01:11');
  await postAndWatch(36, 'Hold this shot longer');

  // A plain one at frame 55.
  await clickTimelineAt(client, 55);
  await postAndWatch(55, 'Music starts too late');

  // The PM's marker shows the client's frame with its drawing.
  await page.locator('[data-testid="review-marker"][data-frame="12"]').click();
  await expect.poll(() => frameInPixels(page)).toBe(12);
  await expect(page.locator('[data-testid="review-overlay"] line')).toHaveCount(1);
  // Its thread shows the sprite's tile of frame 12 (of 75 tiles: column 2, row 1 of 160 x 90 px tiles,
  // shown at 112 px) with the same arrow drawn over it.
  const thumbnail = page.getByRole('img', { name: 'Frame 00:00:00:12 with the drawing on it' });
  await expect(thumbnail).toHaveCSS('background-position', '-224px -63px');
  await expect(thumbnail.locator('line')).toHaveCount(1);
  await expect(page.getByTestId('review-thumbnail')).toHaveCount(1);
  await screenshotAtBothWidths(page, shots, 'journey-pm-live');

  // The PM replies to the range and resolves the plain one; the client's screen hears of both.
  const rangeThread = page.getByTestId('review-thread').filter({ hasText: 'Hold this shot longer' });
  await rangeThread.getByRole('button', { name: 'Reply' }).first().click();
  await rangeThread.getByRole('textbox', { name: 'Reply' }).fill('Two seconds more, noted');
  await rangeThread.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(rangeThread.getByTestId('comment')).toHaveCount(2);
  await expect(client.getByText('Two seconds more, noted')).toBeVisible({ timeout: 5_000 });
  await page
    .getByTestId('review-thread')
    .filter({ hasText: 'Music starts too late' })
    .getByRole('button', { name: 'Resolve' })
    .click();
  await expect(page.getByText('Music starts too late')).toBeHidden();
  await expect(client.getByText('Music starts too late')).toBeHidden({ timeout: 5_000 });
  await clientContext.close();

  // The export's timecodes are the frames of the marks, counted here from the timecodes.
  const marks = [
    { frame: 12, inFrame: null, outFrame: null, resolved: 'no', text: 'The logo is too small here' },
    { frame: 36, inFrame: 30, outFrame: 36, resolved: 'no', text: 'Hold this shot longer' },
    { frame: 55, inFrame: null, outFrame: null, resolved: 'yes', text: 'Music starts too late' },
  ];
  const [header, ...rows] = (await downloaded(page, 'Export CSV')).trimEnd().split('\r\n');
  expect(header).toBe('Timecode,Frame,In,Out,Author,Comment,Resolved');
  expect(
    rows.map((row) => {
      const [timecode = '', frame, inAt, outAt, author, text, resolved] = row.split(',');
      return {
        timecodeFrame: frameOfTimecode(timecode),
        frame: Number(frame),
        inFrame: inAt ? frameOfTimecode(inAt) : null,
        outFrame: outAt ? frameOfTimecode(outAt) : null,
        author,
        text,
        resolved,
      };
    }),
  ).toEqual(marks.map(({ frame, ...mark }) => ({ timecodeFrame: frame, frame, ...mark, author: 'Cleo Client' })));
  const edl = (await downloaded(page, 'Export EDL')).split('\r\n');
  expect(edl).toContain('FCM: NON-DROP FRAME');
  const events = edl.flatMap((line, index) => {
    const event = /^\d{3} {2}001 {6}V {5}C {8}(\S+) (\S+) (\S+) (\S+)/.exec(line);
    const locator = /\|M:(.*) \|D:(\d+)$/.exec(edl[index + 1] ?? '');
    if (!event || !locator) return [];
    return [
      {
        start: frameOfTimecode(event[1] ?? ''),
        end: frameOfTimecode(event[2] ?? ''),
        name: locator[1],
        duration: Number(locator[2]),
      },
    ];
  });
  expect(events).toEqual(
    marks.map((mark) => {
      const start = mark.inFrame ?? mark.frame;
      const duration = mark.outFrame === null ? 1 : mark.outFrame - start + 1;
      return { start, end: start + duration, name: `Cleo Client: ${mark.text}`, duration };
    }),
  );

  // A new cut lists the two comments still open on the one before, with their frames and drawing.
  await uploadDelivered(page, project.id, 'watermarked', clip);
  const newCut = await readyVideo(page, project.id, 'watermarked', firstCut._id);
  await page.goto(`/app/projects/${project.id}/review/${newCut._id}`);
  const previous = page.getByRole('region', { name: `Still open from the previous cut (${firstCut.name})` });
  await expect(previous.getByTestId('review-thread')).toHaveCount(2);
  await expect(previous.getByTestId('review-thread')).toHaveText([/The logo is too small here/, /Hold this shot/]);
  await previous.getByRole('button', { name: 'Show frame 00:00:00:12' }).click();
  await expect.poll(() => frameInPixels(page)).toBe(12);
  await expect(page.locator('[data-testid="review-overlay"] line')).toHaveCount(1);

  // Compared side by side, both cuts show the same frame, paused, after playing and after a step.
  await page.getByRole('switch', { name: 'Compare with the previous cut' }).check();
  await expect.poll(() => frameInPixels(page, 'review-compare-video')).toBe(12);
  await page.keyboard.press('l');
  await page.waitForTimeout(600);
  await page.keyboard.press('k');
  // Paused from playing, the player settles on the frame it last presented (a seek after the pause
  // event): the frame is read once the picture and the player's frame number agree.
  const playerFrame = async () => Number(await page.getByTestId('review-frame').getAttribute('data-frame'));
  await expect.poll(async () => (await frameInPixels(page)) === (await playerFrame())).toBe(true);
  const stopped = await playerFrame();
  expect(stopped).toBeGreaterThan(12);
  await expect.poll(() => frameInPixels(page, 'review-compare-video')).toBe(stopped);
  await page.keyboard.press(',');
  await expect.poll(() => frameInPixels(page)).toBe(stopped - 1);
  await expect.poll(() => frameInPixels(page, 'review-compare-video')).toBe(stopped - 1);
  await screenshotAtBothWidths(page, shots, 'journey-new-cut-compare');
});
