import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const portfolio = (title: string, featured: boolean) => ({
    url: '',
    client: `${title} Ltd`,
    title,
    descr: `About ${title}`,
    featured,
  });
  await seedProject(db, {
    title: 'Public plain',
    set: { published: true, allowPortfolio: true, portfolio: portfolio('Public plain', false), slug: 'public-plain' },
  });
  await seedProject(db, {
    title: 'Public featured',
    set: {
      published: true,
      allowPortfolio: true,
      portfolio: portfolio('Public featured', true),
      slug: 'public-featured',
    },
  });
  await seedProject(db, {
    title: 'Published, not allowed',
    set: { published: true, allowPortfolio: false, slug: 'not-allowed' },
  });
  await seedProject(db, {
    title: 'Allowed, unpublished',
    set: { published: false, allowPortfolio: true, slug: 'unpublished' },
  });
  await seedProject(db, {
    title: 'Trashed public',
    set: { published: true, allowPortfolio: true, deleted: true, slug: 'trashed-public' },
  });
});
afterAll(() => t.close());

it('lists only published projects that allow the portfolio, featured first, to anyone', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/portfolio' });
  expect(response.statusCode).toBe(200);
  expect(response.json().items.map((entry: { slug: string }) => entry.slug)).toEqual([
    'public-featured',
    'public-plain',
  ]);
  expect(response.json().items[0]).toEqual({
    slug: 'public-featured',
    title: 'Public featured',
    client: 'Public featured Ltd',
    descr: 'About Public featured',
    url: '',
    featured: true,
    videoUrl: null,
    videoCoverUrl: null,
  });
});

it.each(['not-allowed', 'unpublished', 'trashed-public', 'nothing-here'])('never serves %s', async (slug) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/portfolio/${slug}` });
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe('This video is not in the portfolio');
});

it('serves one public entry by slug and renders the /portfolio page', async () => {
  const entry = await t.app.inject({ method: 'GET', url: '/api/portfolio/public-plain' });
  expect(entry.json().entry.title).toBe('Public plain');
  const page = await t.app.inject({ method: 'GET', url: '/portfolio' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('href="/app/project/public-featured/pub"');
  expect(page.body).not.toContain('not-allowed');
  expect(page.body.indexOf('Public featured')).toBeLessThan(page.body.indexOf('Public plain'));
});
