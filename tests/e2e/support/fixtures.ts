import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Cookie,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  e2eDataDir,
  e2eDemoPassword,
  e2eServerPort,
  e2eThaiDataDir,
  englishProjects,
  thaiProject,
} from '../../../playwright.config.ts';
import { demoProjectTitle } from '../../../src/server/seed/demo-ids.ts';
import type { ProjectListResponse } from '../../../src/shared/projects/project.ts';
import { readMail } from '../../support/smtp-sink.ts';

export const demoEmails = {
  admin: 'admin@demo.local',
  pm: 'pm@demo.local',
  staff: 'staff@demo.local',
  freelancer: 'freelancer@demo.local',
  freelancer2: 'freelancer2@demo.local',
  client: 'client@demo.local',
} as const;
export type DemoAccount = keyof typeof demoEmails;

/**
 * The demo accounts' session cookies in this worker. A sign-in verifies the password at the production
 * argon2 cost (about 0.3 CPU-s) and the journeys sign in about a hundred times, so an account signs in
 * once and later journeys reuse its session for as long as the server still takes it: a journey that
 * signs out or ends the session makes the next one sign in again.
 */
const demoSessions = new Map<DemoAccount, Cookie[]>();

const signedInAs = async (page: Page, account: DemoAccount): Promise<boolean> => {
  const me = await page.request.get('/api/accounts/me');
  return me.ok() && ((await me.json()) as { user: { email: string } }).user.email === demoEmails[account];
};

export const signIn = async (page: Page, account: DemoAccount): Promise<void> => {
  const session = demoSessions.get(account);
  if (session) {
    await page.context().addCookies(session);
    if (await signedInAs(page, account)) return;
  }
  const response = await page.request.post('/auth/login', {
    data: { email: demoEmails[account], password: e2eDemoPassword },
  });
  expect(response.status()).toBe(200);
  // Only what the sign-in set: the context may hold other cookies (a visitor's cart) that are not the session's.
  const setByLogin = new Set(
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split('=')[0]),
  );
  demoSessions.set(
    account,
    (await page.context().cookies()).filter((cookie) => setByLogin.has(cookie.name)),
  );
};

/** Holds one of the app's lazy chunks on its way until the journey lets it through. */
export const holdChunk = (page: Page, chunk: string): Promise<() => void> =>
  holdRequests(page, `**/assets/${chunk}-*.js`);

/** Holds every request to the addresses `matching` names until the journey lets them through. */
export const holdRequests = async (page: Page, matching: string | ((url: URL) => boolean)): Promise<() => void> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(matching, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

/** Holds every answer about projects (the list, its pages, a project) until the journey lets them through. */
export const holdProjectAnswers = (page: Page): Promise<() => void> =>
  holdRequests(page, (url) => url.pathname.startsWith('/api/projects'));

/** The projects the signed-in `page` has in its list, the first of which a journey may rename. */
export const listedProjects = async (page: Page): Promise<ProjectListResponse['items']> =>
  ((await (await page.request.get('/api/projects?listed=true')).json()) as ProjectListResponse).items;

/**
 * Leaves the keyboard's focus on the page itself, as a reader who has not picked a field has it. A click on the
 * body would land on its centre, which is a text field or a link on some pages and moves as their parts load.
 */
export const focusNothing = async (page: Page): Promise<void> => {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await expect(page.locator('body')).toBeFocused();
};

export interface DemoProject {
  id: string;
  sceneIds: string[];
}

/**
 * The demo project's ids are random in every studio, so a journey looks them up as the signed-in `page`
 * (who must be allowed to see the project: its client, staff, a project manager or an admin).
 */
export const findDemoProject = async (page: Page): Promise<DemoProject> => {
  const list = await page.request.get('/api/projects/search', { params: { term: demoProjectTitle } });
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { _id: string; title: string }[] };
  const project = items.find((item) => item.title === demoProjectTitle);
  if (!project) throw new Error(`the demo project "${demoProjectTitle}" is not in the list`);
  const scenes = await page.request.get(`/api/projects/${project._id}/scenes`);
  expect(scenes.status()).toBe(200);
  const body = (await scenes.json()) as { scenes: { _id: string }[] };
  return { id: project._id, sceneIds: body.scenes.map((scene) => scene._id) };
};

/** Full-page screenshots of what `page` shows at 1280 and 375 px, to be looked at; the page is left at 1280 px. */
export const screenshotAtBothWidths = async (page: Page, folder: string, name: string): Promise<void> => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** The Thai project has a server of its own; every other worker has its own English one. */
const isThai = (testInfo: TestInfo): boolean => testInfo.project.name === thaiProject;
const isEnglish = (testInfo: TestInfo): boolean =>
  Object.values<string>(englishProjects).includes(testInfo.project.name);

/** The DATA_DIR of the server the test talks to: its outbox, its drive folder. */
export const serverDataDir = (testInfo: TestInfo): string =>
  isThai(testInfo) ? e2eThaiDataDir : e2eDataDir(testInfo.parallelIndex);

/**
 * The path of the newest link to this app that was mailed to `address` (the server writes mail to
 * its DATA_DIR/outbox; the Thai server's mails are base64).
 */
export const mailedLink = (testInfo: TestInfo, address: string, pathPrefix: string): string => {
  const outbox = path.join(serverDataDir(testInfo), 'outbox');
  const mails = readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`));
  const link = new RegExp(`https?://[^/\\s]+(${pathPrefix}[^\\s]+)`).exec(readMail(mails.at(-1) ?? '').text)?.[1];
  if (!link) throw new Error(`no ${pathPrefix} link mailed to ${address}`);
  return link;
};

/**
 * Opens the link a registration mails and confirms the address there by choosing the password
 * (decision 091); the page then goes on to where the registration was headed, signed in.
 */
export const confirmRegistration = async (
  page: Page,
  testInfo: TestInfo,
  address: string,
  password: string,
): Promise<void> => {
  await page.goto(mailedLink(testInfo, address, '/auth/password/'));
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
};

/** A fresh account, so the journey changes nobody the other journeys rely on. */
export const registerFreshUser = async (browser: Browser, testInfo: TestInfo, name: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const address = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  const registered = await page.request.post('/auth/register', {
    data: { name, email: address, password: 'long-enough' },
  });
  expect(registered.status()).toBe(202);
  await confirmRegistration(page, testInfo, address, 'long-enough');
  return { page, address, close: () => context.close() };
};

/**
 * Any console error or uncaught page error fails the test that caused it. In the English browser
 * project each worker talks to its own server (playwright.config.ts); the Thai project and the
 * cluster run keep the address their project names.
 */
/**
 * Records the text of every toast the page shows as it appears. A toast closes itself after 1.5 s
 * (`toastDurationMs`), which a journey on a busy machine can miss between two looks at the page.
 */
const recordToasts = () => {
  const page = window as unknown as { __toasts?: string[] };
  if (page.__toasts) return;
  const shown: string[] = [];
  page.__toasts = shown;
  const selector = '.mantine-Notification-root';
  const seen = new WeakSet<Element>();
  // Only the nodes each change adds are looked at: a toast arrives whole, its text with it.
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        const toasts = node.matches(selector) ? [node] : node.querySelectorAll(selector);
        for (const toast of toasts) {
          if (!toast.textContent || seen.has(toast)) continue;
          seen.add(toast);
          shown.push(toast.textContent);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

/**
 * The browser reports a blocked script, style or eval to the page (and to Lighthouse) without an error the page
 * sees; written to the console, it fails the journey as every other console error does.
 */
const reportPolicyViolations = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `content security policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
    );
  });
};

/** What every page of a journey runs before the app: the toast record and the policy-violation report. */
/** A page the server drew stays inert until the app has hydrated it (decision 129). */
export const waitForTheApp = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));

const waitsForTheLoad = (waitUntil?: string) => waitUntil === undefined || waitUntil === 'load';

/**
 * A journey acts on the live app, as a user acts once the page answers: an address opened or reloaded resolves
 * once the app has taken the server's drawing over. A journey that waits for less (`commit`, `domcontentloaded`)
 * looks at the drawing itself.
 */
const actOnTheLiveApp = (page: Page): void => {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForTheLoad(options?.waitUntil)) await waitForTheApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForTheLoad(options?.waitUntil)) await waitForTheApp(page);
    return response;
  };
};

const watchPage = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(recordToasts);
  await context.addInitScript(reportPolicyViolations);
  context.on('page', actOnTheLiveApp);
};

type ToastPattern = { text: string } | { source: string; flags: string };

const toastPattern = (text: string | RegExp): ToastPattern =>
  typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };

/** Takes the first recorded toast that matches, as Playwright's `hasText` matches (a string: in whatever case and spacing). */
const takeToast = ({ pattern, take }: { pattern: ToastPattern; take: boolean }): boolean => {
  const normalize = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
  const shown = (window as unknown as { __toasts?: string[] }).__toasts ?? [];
  const index = shown.findIndex((toast) =>
    'text' in pattern
      ? normalize(toast).includes(normalize(pattern.text))
      : new RegExp(pattern.source, pattern.flags).test(toast),
  );
  if (index >= 0 && take) shown.splice(index, 1);
  return index >= 0;
};

/** Waits for a toast saying `text`; each toast shown answers one such wait. */
export const expectToast = async (page: Page, text: string | RegExp, timeout?: number): Promise<void> => {
  const pattern = toastPattern(text);
  await expect
    .poll(() => page.evaluate(takeToast, { pattern, take: true }).catch(() => false), {
      message: `a toast saying ${String(text)}`,
      timeout,
    })
    .toBe(true);
};

/** No toast saying `text` was shown on the page so far. */
export const expectNoToast = async (page: Page, text: string | RegExp): Promise<void> => {
  expect(
    await page.evaluate(takeToast, { pattern: toastPattern(text), take: false }),
    `a toast saying ${String(text)}`,
  ).toBe(false);
};

export const test = base.extend<{ consoleErrors: string[] }, { browser: Browser }>({
  // Every context a journey opens records its toasts, the default one and those of the other people.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchPage(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await watchPage(context);
    await use(context);
  },
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(isEnglish(testInfo) ? `http://127.0.0.1:${e2eServerPort(testInfo.parallelIndex)}` : baseURL);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Refused API calls (4xx) are handled by the app's wrapper and show a message; they are not defects.
        if (
          message.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
