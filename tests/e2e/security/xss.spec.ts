import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { xssPayloads } from '../../support/xss.ts';
import { confirmRegistration, expect, serverDataDir, signIn, test } from '../support/fixtures.ts';

/**
 * Issue 20's XSS corpus in Chromium: every payload of tests/support/xss.ts planted through the API in
 * every text the app renders, then each page that shows them opened with a detector that fails on
 * any script the payloads could run: alert/confirm/prompt replaced by a flag, dialogs, requests to
 * the payloads' evil host, and console or page errors.
 */
const detector = () => {
  const flag = (source: string) => () => {
    (window as unknown as { __xss: string[] }).__xss.push(source);
  };
  (window as unknown as { __xss: string[] }).__xss = [];
  window.alert = flag('alert');
  window.confirm = () => (flag('confirm')(), false);
  window.prompt = () => (flag('prompt')(), null);
};

/** The payloads packed into as few texts as a field's length allows, each text holding whole payloads. */
const packed = (maxLength: number, separator = ' '): string[] => {
  const texts: string[] = [];
  let current = '';
  for (const payload of xssPayloads) {
    const next = current ? `${current}${separator}${payload}` : payload;
    if (next.length > maxLength && current) {
      texts.push(current);
      current = payload;
    } else current = next;
  }
  if (current) texts.push(current);
  return texts;
};
const everyPayload = xssPayloads.join('\n\n');
/** A payload that reads the same as text and as markdown: seeing it proves the planted texts reached the page. */
const visiblePayload = (page: Page) => page.getByText('{{constructor.constructor', { exact: false }).first();
/** A planted text shown as text: its markup escaped, not parsed into elements. */
const showing = (text: string) => (page: Page) => page.getByText(text, { exact: false }).first();

/** Every mail in the e2e server's outbox that carries the text, quoted-printable soft breaks undone. */
const mailsCarrying = (testInfo: TestInfo, text: string): string[] => {
  const outbox = path.join(serverDataDir(testInfo), 'outbox');
  return readdirSync(outbox)
    .map((name) =>
      readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\n/g, '')
        .replace(/=3D/g, '=')
        .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((mail) => mail.includes(text));
};

const plant = async (request: APIRequestContext, url: string, data?: object): Promise<Record<string, unknown>> => {
  const response = await request.post(url, data ? { data } : {});
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
};

const idOf = (answer: Record<string, unknown>, key: string): string => {
  const value = answer[key] as { _id?: string; id?: string } | undefined;
  const id = value?._id ?? value?.id;
  if (!id) throw new Error(`no ${key} id in ${JSON.stringify(answer).slice(0, 200)}`);
  return id;
};

/** Opens a page, waits for what it shows, and answers every sign of a script the payloads ran. */
const executions = async (page: Page, url: string, shows: ((page: Page) => Locator) | null): Promise<string[]> => {
  const seen: string[] = [];
  const onDialog = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
    seen.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  };
  const onRequest = (request: { url: () => string }) => {
    if (/evil\.example|^javascript:|^vbscript:/.test(request.url())) seen.push(`request to ${request.url()}`);
  };
  const onError = (error: Error) => seen.push(`page error ${error.message}`);
  page.on('dialog', onDialog);
  page.on('request', onRequest);
  page.on('pageerror', onError);
  await page.goto(url);
  if (shows) await expect(shows(page), `${url} shows the planted text`).toBeVisible({ timeout: 30_000 });
  // The live stream keeps a connection open, so the network never idles: give late renders a moment.
  await page.waitForTimeout(700);
  // Hover and focus what the payloads hide behind (onmouseover, autofocus, ontoggle).
  await page.mouse.move(400, 300);
  await page.mouse.move(600, 500);
  seen.push(
    ...(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).map(
      (source) => `${source}() called`,
    ),
  );
  page.off('dialog', onDialog);
  page.off('request', onRequest);
  page.off('pageerror', onError);
  return seen.map((sign) => `${url}: ${sign}`);
};

test('no payload of the XSS corpus runs a script in any text the app renders, nor in the mails that carry user text', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
  await page.addInitScript(detector);
  await signIn(page, 'admin');
  const api = page.request;
  const planted: Record<string, number> = {};
  const count = (text: string, payloads: number) => (planted[text] = (planted[text] ?? 0) + payloads);

  // A user whose name carries payloads, who comments: names show beside comments and in the user list.
  const names = packed(100);
  const authors: { page: Page; close: () => Promise<void> }[] = [];
  for (const [index, name] of names.slice(0, 3).entries()) {
    const context = await browser.newContext();
    const authorPage = await context.newPage();
    const address = `xss-author-${index}-${Date.now()}@example.test`;
    expect(
      (
        await authorPage.request.post('/auth/register', { data: { name, email: address, password: 'long-enough' } })
      ).status(),
    ).toBe(202);
    await confirmRegistration(authorPage, testInfo, address, 'long-enough');
    authors.push({ page: authorPage, close: () => context.close() });
  }
  count('user names', xssPayloads.filter((payload) => names.slice(0, 3).some((name) => name.includes(payload))).length);

  // Project titles: one project per packed title, all on the projects list.
  const titles = packed(200);
  const projectIds = await Promise.all(
    titles.map(async (title) => {
      const id = idOf(await plant(api, '/api/projects', { items: '', artists: '' }), 'project');
      await plant(api, `/api/projects/${id}`, { title });
      return id;
    }),
  );
  count('project titles', xssPayloads.length);
  const [projectId = ''] = projectIds;

  // Scene text, one scene per payload; the raw script holds them all.
  await Promise.all(
    xssPayloads.map(async (payload) => {
      const scene = await plant(api, `/api/projects/${projectId}/scenes`);
      const { revision } = scene.scene as { revision: number };
      await plant(api, `/api/projects/${projectId}/scenes/${idOf(scene, 'scene')}`, { text: payload, revision });
    }),
  );
  count('scene text', xssPayloads.length);
  await plant(api, `/api/projects/${projectId}/script-raw`, { body: everyPayload, comments: everyPayload });
  count('raw script', xssPayloads.length);

  // Comments on the project, one per payload, by the users with the planted names too.
  await Promise.all(
    xssPayloads.map((payload) =>
      plant(api, '/api/comments', { text: payload, itemType: 'project', itemId: projectId, tag: 'none' }),
    ),
  );
  for (const [index, author] of authors.entries()) {
    await plant(author.page.request, '/api/comments', {
      text: xssPayloads[index] ?? '',
      itemType: 'project',
      itemId: projectId,
      tag: 'none',
    });
  }
  count('comments', xssPayloads.length);

  // Social media titles (the cover titles), one per payload.
  await Promise.all(
    xssPayloads.map((payload) => plant(api, `/api/projects/${projectId}/social-media-title`, { text: payload })),
  );
  count('social media titles', xssPayloads.length);

  // A job whose description holds every payload.
  const jobId = idOf(
    await plant(api, '/api/jobs', { projectId, jobType: 'voice', body: everyPayload, sceneCount: 2, price: 10 }),
    'job',
  );
  count('job descriptions', xssPayloads.length);

  // Feeds named with payloads, a post whose title and body hold them, a section.
  const feedNames = packed(80);
  const feedIds = await Promise.all(
    feedNames.map(async (name) =>
      idOf(
        await plant(api, '/api/feeds', { name, description: name, icon: '#', users: [], isReadOnly: false }),
        'feed',
      ),
    ),
  );
  count('feed names', xssPayloads.length);
  const post = await plant(api, '/api/posts', {
    feed: feedIds[0],
    title: packed(200)[0],
    body: everyPayload,
    type: 'post',
    private: false,
    users: [],
    files: [],
    rating: 3,
  });
  const postId = idOf(post, 'post');
  await plant(api, `/api/posts/${postId}/section`, { id: 'Objective', content: everyPayload });
  count('posts', xssPayloads.length);
  count('post sections', xssPayloads.length);

  // A blog post whose title and body hold the payloads.
  const blogAnswer = await plant(api, '/api/blogposts/', {
    title: packed(200)[0],
    body: everyPayload,
    tags: ['video'],
  });
  const blogPost = Object.values(blogAnswer).find(
    (value): value is { shortId: string; slug: string } =>
      typeof value === 'object' && value !== null && 'shortId' in value,
  );
  if (!blogPost) throw new Error(`no blog post in ${JSON.stringify(blogAnswer).slice(0, 200)}`);
  count('blog posts', xssPayloads.length);

  // The first project in the portfolio.
  await plant(api, `/api/projects/${projectId}/publish`, { published: true });
  await plant(api, `/api/projects/${projectId}/allow-portfolio`, { allowPortfolio: true });
  count('portfolio entries', xssPayloads.length);
  // The storyboard brief's free texts (age and ethnicity; diversity and gender are choices the server
  // refuses anything else for), given by a client collaborator while the storyboard is new: each brief
  // project holds two packed texts, so every payload is in one brief.
  const [briefAuthor] = authors;
  if (!briefAuthor) throw new Error('no author to give the storyboard brief');
  const briefTexts = packed(200);
  const briefProjectIds = await Promise.all(
    Array.from({ length: Math.ceil(briefTexts.length / 2) }, async (_unused, index) => {
      const id = idOf(await plant(briefAuthor.page.request, '/api/projects', { items: '', artists: '' }), 'project');
      await plant(api, `/api/projects/${id}/status`, { status: 'storyboarding', storyboardStatus: 'new' });
      const [age = '', ethnicity = age] = briefTexts.slice(index * 2, index * 2 + 2);
      await plant(briefAuthor.page.request, `/api/projects/${id}/storyboard-brief`, {
        age,
        ethnicity,
        diversity: 'yes',
        gender: 'equal',
      });
      return id;
    }),
  );
  const refusedChoice = await briefAuthor.page.request.post(`/api/projects/${briefProjectIds[0]}/storyboard-brief`, {
    data: { age: 'adults', ethnicity: 'any', diversity: xssPayloads[0], gender: xssPayloads[2] },
  });
  expect(refusedChoice.status(), "the brief's choices refuse a payload").toBe(400);
  count('storyboard briefs', xssPayloads.length);

  // A comment mentioning the brief's author, a collaborator there: its notification mail quotes the comment.
  const me = (await (await briefAuthor.page.request.get('/api/accounts/me')).json()) as {
    user: { _id?: string; id?: string };
  };
  const mentionedId = me.user._id ?? me.user.id ?? '';
  const mentionText = packed(1000)[0] ?? '';
  await plant(api, '/api/comments', {
    text: mentionText,
    itemType: 'project',
    itemId: briefProjectIds[0],
    tag: 'none',
    mentions: [mentionedId],
  });
  const { slug } = ((await (await api.get(`/api/projects/${projectId}`)).json()) as { project: { slug: string } })
    .project;

  // Each page must show a planted text before its detector counts: a page that showed nothing would prove nothing.
  const found: string[] = [];
  found.push(...(await executions(page, '/app/projects?filter=all', visiblePayload)));
  found.push(
    ...(await executions(page, `/app/projects/${projectId}/scenes`, (scenes) =>
      scenes.getByTestId('scene-card').first(),
    )),
  );
  found.push(...(await executions(page, `/app/projects/${projectId}/script`, visiblePayload)));
  found.push(...(await executions(page, `/app/projects/${projectId}/socialmedia`, visiblePayload)));
  found.push(...(await executions(page, `/app/projects/${projectId}/scenes?comments=${projectId}`, visiblePayload)));
  found.push(...(await executions(page, `/app/jobs/${jobId}`, visiblePayload)));
  found.push(...(await executions(page, `/app/feed/${feedIds[0]}/post/${postId}`, visiblePayload)));
  found.push(...(await executions(page, '/app/users?lookup=xss-author', showing(names[0]?.slice(0, 40) ?? ''))));
  found.push(...(await executions(page, `/app/project/${slug}/pub`, showing(xssPayloads[0] ?? ''))));
  found.push(...(await executions(page, `/blog/${blogPost.shortId}/${blogPost.slug}`, visiblePayload)));
  for (const [index, id] of briefProjectIds.entries()) {
    found.push(
      ...(await executions(
        page,
        `/app/projects/${id}/scenes`,
        showing(xssPayloads.find((payload) => briefTexts[index * 2]?.startsWith(payload)) ?? ''),
      )),
    );
  }
  for (const author of authors) await author.close();

  // The mails that carry user text: the invitation names the project (its title holds payloads), and
  // any notification mail the comments caused. They are plain text only, so no mail client renders
  // their markup; each is opened in Chromium as the text part it is, with the same detector.
  await plant(api, `/api/projects/${projectId}/collabs`, { email: `xss-invitee-${Date.now()}@example.test` });
  const isNotification = (mail: string) => mail.includes('/notifs/');
  await expect
    .poll(() => mailsCarrying(testInfo, xssPayloads[0] ?? '').filter(isNotification).length, {
      message: "the mention's notification mail quotes the comment",
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(1);
  const mails = mailsCarrying(testInfo, xssPayloads[0] ?? '');
  expect(mails.some(isNotification)).toBe(true);
  for (const [index, mail] of mails.entries()) {
    expect(mail, 'a mail with user text has no HTML part').not.toMatch(/Content-Type: text\/html/i);
    const body = mail.slice(mail.indexOf('\n\n') + 2);
    await page.route(`**/mail-preview-${index}`, (route) =>
      route.fulfill({ contentType: 'text/plain; charset=utf-8', body }),
    );
    found.push(
      ...(await executions(page, `/mail-preview-${index}`, (preview) =>
        preview.getByText(xssPayloads[0] ?? '', { exact: false }).first(),
      )),
    );
  }
  console.info(
    `checked ${xssPayloads.length} payloads in ${Object.keys(planted).length} kinds of text and ${mails.length} mails in Chromium`,
  );

  expect(found).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
