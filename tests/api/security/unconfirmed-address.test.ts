import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { systemClock } from '#server/lib/clock.ts';
import { issueOneTimeToken } from '#server/modules/auth/index.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';
import { cookieOf, linkIn, mailsTo } from './support.ts';

// The squatter and the owner sign in many times over.
const t = useTestApp({ limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });

const squatterPassword = 'the-squatters-password';
const ownerPassword = 'the-owners-own-password';

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const listedTitles = async (cookie: string) =>
  ((await get('/api/projects?listed=true', cookie)).json().items as { title: string }[]).map((item) => item.title);
const choosePassword = (link: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `password=${password}`,
  });

/** A stranger registers someone else's address and signs in at once with the password they chose. */
const squat = async (email: string): Promise<string> => {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { name: 'Not The Owner', email, password: squatterPassword },
  });
  expect(registered.statusCode).toBe(202);
  return t.signIn(email, squatterPassword);
};

const invite = async (email: string, title: string) => {
  const pm = await t.createUser('staff', ['project-manager']);
  const project = await seedProject(t.database.db, {
    title,
    set: { status: 'ready', purchased: true, videoFull: 'https://videos.example.test/launch.mp4' },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/collabs`,
    headers: { cookie: await t.signIn(pm.email) },
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  return project;
};

describe('an address counts only once its owner proved it (issue 40, item 1)', () => {
  it('keeps an invitation from whoever registered the address: they are signed out, the owner gets the invited person’s link', async () => {
    const email = 'victim.newhire@example.test';
    const squatter = await squat(email);
    // Signed in to its own empty space.
    expect((await get('/api/accounts/me', squatter)).json().user.email).toBe(email);
    expect(await listedTitles(squatter)).toEqual([]);

    const project = await invite(email, 'Purchased launch video');
    expect((await get('/api/accounts/me', squatter)).statusCode).toBe(401);
    expect((await get(`/api/projects/${project.id}/download`, squatter)).statusCode).toBe(401);
    await expect(t.signIn(email, squatterPassword)).rejects.toThrow(/401/);

    // The address gets what a new address gets: the link to choose a password.
    const invitation = mailsTo(t, email).at(-1);
    expect(invitation).toContain('Choose your password and open the project');
    const chosen = await choosePassword(linkIn(invitation, '/auth/password/') ?? '', ownerPassword);
    expect(chosen.statusCode).toBe(303);
    const owner = cookieOf(chosen);
    expect(await listedTitles(owner)).toEqual(['Purchased launch video']);
    expect((await get(`/api/projects/${project.id}/download`, owner)).json().url).toBe(
      'https://videos.example.test/launch.mp4',
    );
    await expect(t.signIn(email, ownerPassword)).resolves.toContain('es_session=');
  });

  it('lets the owner take the account over from the confirmation link: every session of the squatter ends', async () => {
    const email = 'taken.over@example.test';
    const squatter = await squat(email);
    const elsewhere = await t.signIn(email, squatterPassword);
    const settings = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/notification-email',
      headers: { cookie: squatter },
      payload: { email: 'squatter@elsewhere.test' },
    });
    expect(settings.statusCode).toBe(200);

    const welcome = mailsTo(t, email).at(-1);
    expect(welcome).toContain('confirm your e-mail address and choose your password');
    const link = linkIn(welcome, '/auth/password/') ?? '';
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`For the account ${email}.`);
    const chosen = await choosePassword(link, ownerPassword);
    expect(chosen.statusCode).toBe(303);

    for (const cookie of [squatter, elsewhere]) expect((await get('/api/accounts/me', cookie)).statusCode).toBe(401);
    await expect(t.signIn(email, squatterPassword)).rejects.toThrow(/401/);
    const me = (await get('/api/accounts/me', cookieOf(chosen))).json().user;
    expect(me).toMatchObject({ email, notificationEmail: null });

    // Confirmed, the address is the owner's: an invitation now adds them and sends the project's link.
    await invite(email, 'Bakery explainer');
    expect(mailsTo(t, email).at(-1)).toContain('added you to the explainer video project "Bakery explainer"');
    expect(await listedTitles(cookieOf(chosen))).toEqual(['Bakery explainer']);
  });

  it('sends a sign-in link of an unconfirmed account to the password page, which confirms it', async () => {
    const email = 'old.link@example.test';
    await squat(email);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const token = await issueOneTimeToken(
      { db: t.database.db, clock: systemClock },
      { kind: 'signIn', userId: row?.id ?? '' },
    );
    const opened = await t.app.inject({ method: 'GET', url: `/auth/token/${token}?redirect=%2Fapp%2Faccount` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/auth/password/${token}?redirect=%2Fapp%2Faccount`);
    expect(opened.cookies).toHaveLength(0);
  });

  it('confirms the address of whoever resets the password from the mailed link', async () => {
    const email = 'forgot.it@example.test';
    const squatter = await squat(email);
    await t.app.inject({ method: 'POST', url: '/auth/forgot', payload: { email } });
    // The reset mail is sent after the answer (decision 063); the welcome mail came first.
    await expect.poll(() => mailsTo(t, email).length, { timeout: 5000 }).toBe(2);
    const reset = await t.app.inject({
      method: 'POST',
      url: linkIn(mailsTo(t, email).at(-1), '/auth/reset/') ?? '',
      payload: { password: ownerPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await get('/api/accounts/me', squatter)).statusCode).toBe(401);

    // Confirmed: an invitation leaves the owner signed in and adds them.
    const owner = await t.signIn(email, ownerPassword);
    await invite(email, 'Reset and invited');
    expect((await get('/api/accounts/me', owner)).statusCode).toBe(200);
    expect(await listedTitles(owner)).toEqual(['Reset and invited']);
  });
});
