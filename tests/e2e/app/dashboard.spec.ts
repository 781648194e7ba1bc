import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The API calls the page makes while it settles, by path and query. */
const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
};

/**
 * The reads the server drew the page from (decision 129), as their query keys' first part: the browser starts from
 * these answers and asks for none of them again.
 */
const drawnReads = async (page: Page): Promise<string[]> => {
  const state = JSON.parse((await page.locator('#first-paint-queries').textContent()) ?? '{}') as {
    queries?: { queryKey: unknown[] }[];
  };
  return (state.queries ?? []).map((query) => JSON.stringify(query.queryKey));
};

const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `test-results/screenshots/dashboard-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `test-results/screenshots/dashboard-${name}-375.png`, fullPage: true });
};

test('admin: My Projects beside the to-do board, their list in the left menu, no My Jobs, one request per panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  const calls = recordApiCalls(page);
  await page.goto('/app/');
  const myProjects = page.getByRole('region', { name: 'My Projects' });
  await expect(myProjects.getByRole('link', { name: 'Bakery launch video' })).toBeVisible();
  await expect(myProjects.getByRole('link', { name: 'Studio showreel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'To-do board' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'To-do', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Jobs' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notification Log' })).toBeVisible();
  await expect(menu(page).getByText('My Projects')).toBeVisible();
  await menu(page).getByRole('link', { name: 'Studio showreel' }).click();
  await expect(page).toHaveURL(/\/app\/projects\/[\w-]+\/scenes$/);

  // The panel reads the left menu's list: one projects read serves both, made by the server that drew the page,
  // so the browser asks for none; jobs are never asked for.
  expect(calls.filter((call) => call.startsWith('/api/projects?'))).toEqual([]);
  expect(calls.filter((call) => call.startsWith('/api/jobs'))).toEqual([]);
  await page.goto('/app/');
  expect((await drawnReads(page)).filter((key) => key.startsWith('["projects"'))).toHaveLength(1);
  expect((await drawnReads(page)).filter((key) => key.startsWith('["jobs"'))).toEqual([]);
  await expect(myProjects.getByRole('link', { name: 'Studio showreel' })).toBeVisible();
  await shoot(page, 'admin');
});

test('freelancer: their projects (3 loaded), My Jobs, the to-do list sorted by rating; no board and no menu list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'freelancer');
  const calls = recordApiCalls(page);
  await page.goto('/app/');
  await expect(
    page.getByRole('region', { name: 'My Projects' }).getByRole('link', { name: 'Bank onboarding explainer' }),
  ).toBeVisible();
  const myJobs = page.getByRole('region', { name: 'My Jobs' });
  await expect(myJobs.getByText('Demo: Insurance made simple').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'To-do', exact: true })
      .getByRole('link', { name: 'Record the scratch voice-over' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'To-do board' })).toHaveCount(0);
  await expect(menu(page).getByText('My Projects')).toHaveCount(0);

  // Each panel's one read was made by the server that drew the page; the browser asks for none of them again.
  const reads = await drawnReads(page);
  expect(reads.filter((key) => key.startsWith('["projects"'))).toHaveLength(1);
  expect(reads.filter((key) => key.includes('"limit":3'))).toHaveLength(1);
  expect(reads.filter((key) => key.startsWith('["jobs"'))).toHaveLength(1);
  expect(reads.filter((key) => key.startsWith('["posts","list"'))).toHaveLength(1);
  expect(calls.filter((call) => /^\/api\/(projects|jobs|posts)/.test(call))).toEqual([]);
  await shoot(page, 'freelancer');
});

test('staff sees My Jobs; a client is sent to their projects', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/app/');
  await expect(page.getByRole('region', { name: 'My Jobs' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My Projects' }).getByRole('link', { name: 'Studio showreel' }),
  ).toBeVisible();
  await shoot(page, 'staff');

  await page.context().clearCookies();
  await signIn(page, 'client');
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/projects\?filter=my-projects$/);
});

interface Listed<T> {
  items: T[];
}

/** What the API answers the signed-in page, as the dashboard's panels ask it. */
const apiOf = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

// Every level with a dashboard: the figures each panel shows are the API's, one for one.
for (const account of ['admin', 'pm', 'staff', 'freelancer'] as const) {
  test(`${account}: every figure on the dashboard is what the API says`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, account);
    const { user } = await apiOf<{ user: { _id: string; level: string } }>(page, '/api/page-data');
    const isAdmin = user.level === 'admin';
    await page.goto('/app/');

    // My Projects: the newest listed projects, 4 beside the admin's board, 3 for everyone else.
    const projectLimit = isAdmin ? 4 : 3;
    const projects = await apiOf<Listed<{ _id: string; title: string }>>(
      page,
      `/api/projects?listed=true${isAdmin ? '' : `&limit=${projectLimit}`}`,
    );
    const shownProjects = projects.items.slice(0, projectLimit);
    expect(shownProjects.length).toBeGreaterThan(0);
    const myProjects = page.getByRole('region', { name: 'My Projects' });
    await expect(myProjects.getByRole('link', { name: shownProjects[0]?.title })).toBeVisible();
    // Each card is a link to its project's scenes, named by what it shows: the same projects in the same order.
    expect(
      await myProjects
        .locator('a[href$="/scenes"]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')?.split('/').at(-2))),
    ).toEqual(shownProjects.map((project) => project._id));

    // My Jobs (not for admins): the five newest of the user's jobs, each by its card.
    const myJobs = page.getByRole('region', { name: 'My Jobs' });
    if (isAdmin) await expect(myJobs).toHaveCount(0);
    else {
      const jobs = await apiOf<Listed<{ _id: string }>>(page, '/api/jobs?status=my-jobs&user=everyone&limit=5');
      await expect(myJobs.getByTestId('job-card')).toHaveCount(jobs.items.length);
    }

    // To-do: the highest rated four of the five loaded, each with the rating this user sees.
    const todos = await apiOf<Listed<{ title: string; rating: number; ratings: Record<string, number> }>>(
      page,
      '/api/posts?feed=todo&sort=rating&limit=5',
    );
    const todoList = page.getByRole('region', { name: 'To-do', exact: true });
    const expectedTodos = todos.items
      .slice(0, 4)
      .map((post) => `${post.title} ${post.ratings[user._id] ?? post.rating}`);
    if (expectedTodos.length === 0) await expect(todoList.getByText('Nothing here')).toBeVisible();
    else {
      await expect(todoList.getByRole('link')).toHaveCount(expectedTodos.length);
      const rows = await todoList
        .getByRole('link')
        .evaluateAll((links) =>
          links.map(
            (link) =>
              `${link.textContent ?? ''} ${link.parentElement?.textContent?.replace(link.textContent ?? '', '') ?? ''}`,
          ),
        );
      expect(rows).toEqual(expectedTodos);
    }

    // The admin's to-do board: every open to-do post of the studio, counted per priority column.
    const board = page.getByRole('region', { name: 'To-do board' });
    if (!isAdmin) await expect(board).toHaveCount(0);
    else {
      const all = await apiOf<Listed<{ rating: number }>>(page, '/api/posts?feed=all&type=todo&sort=rating&limit=60');
      const count = (matches: (rating: number) => boolean) => all.items.filter((post) => matches(post.rating)).length;
      await expect(board.getByText(`High priority · ${count((rating) => rating >= 4)}`)).toBeVisible();
      await expect(board.getByText(`Normal · ${count((rating) => rating === 3)}`)).toBeVisible();
      await expect(board.getByText(`Low priority · ${count((rating) => rating <= 2)}`)).toBeVisible();
    }

    // Notification Log: the unread count and one entry per notification.
    const notifications = await apiOf<{ items: unknown[]; count: number }>(page, '/api/notifs');
    const log = page.getByRole('region', { name: 'Notification Log' });
    await expect(log.getByText(`${notifications.count} unread`)).toBeVisible();
    await expect(log.getByRole('listitem')).toHaveCount(notifications.items.length);

    await shoot(page, `figures-${account}`);
  });
}
