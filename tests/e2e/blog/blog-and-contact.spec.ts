import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = '/tmp/social-shots';

const screenshots = (page: Page, name: string) => screenshotAtBothWidths(page, shots, name);

test('an admin writes a post with an image and a video link, and a visitor reads it', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/app/blog/new');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  const title = `Studio notes ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Body (markdown)').fill('Our **storyboard** process.\n\nhttps://vimeo.com/76979871');
  await expect(page.getByTestId('blog-preview').locator('strong')).toHaveText('storyboard');
  await expect(page.getByTestId('blog-preview')).toContainText('Video player');
  await page.getByLabel('Tags, separated by commas').fill('process, storyboards');

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#4dabf7' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'studio-wall.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('blog-preview').locator('img')).toBeVisible();
  await screenshots(page, 'blog-editor');

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/blog\/[\w-]{8}\/studio-notes-/);
  const address = new URL(page.url()).pathname;

  const visitor = await browser.newPage();
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('.post-body img')).toBeVisible();
  await expect(visitor.locator('.post-body iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await expect(visitor.getByRole('link', { name: 'storyboards' })).toBeVisible();
  await screenshots(visitor, 'blog-post');
  await visitor.goto('/blog');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await screenshots(visitor, 'blog-list');
  await visitor.close();
});

test('a visitor sends the contact form and an admin sees it in the admins feed', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  const name = `Visitor ${randomBytes(3).toString('hex')}`;
  await visitor.getByLabel('Your name').fill(name);
  await visitor.getByLabel('Your e-mail').fill('visitor@example.test');
  await visitor.getByLabel('Message').fill('We would like a 90 second video for our clinic.');
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByText('Thank you, your message has been sent.')).toBeVisible();
  await screenshots(visitor, 'contact-sent');
  await visitor.goto('/home');
  await screenshots(visitor, 'home');
  await visitor.close();

  await signIn(page, 'admin');
  await page.goto('/app/feed/admin');
  await expect(page.getByText(`Contact: ${name}`)).toBeVisible();
});
