import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index.ts';
import type { ListedUser } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';
import { cookieOf, linkIn, mailsTo } from '../security/support.ts';

/** Issue 35, item 20: admins create a user (invitation mail), disable one (signed out, refused, work kept) and enable them again. */
let t: TestApp;
let adminId: string;
let cookies: Record<'admin' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser('admin', [], 'Ada Admin');
  const staff = await t.createUser('staff', [], 'Sam Staff');
  adminId = admin._id;
  cookies = { admin: await t.signIn(admin.email), staff: await t.signIn(staff.email) };
});
afterAll(() => t.close());

const post = (who: keyof typeof cookies, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });
const answerOf = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: ListedUser; message: string }>();
};
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

describe('creating a user', () => {
  it('creates the account with its level and roles and mails its owner a link to choose a password', async () => {
    const created = answerOf(
      await post('admin', '/api/users', {
        name: 'Vera Voice',
        email: 'Vera.Voice@Example.test',
        level: 'freelancer',
        role: ['voice'],
      }),
    );
    expect(created.message).toBe('Invitation e-mail sent to vera.voice@example.test');
    expect(created.user).toMatchObject({ name: 'Vera Voice', level: 'freelancer', role: ['voice'], disabled: false });
    const mail = mailsTo(t, 'vera.voice@example.test').at(-1);
    expect(mail).toContain('Ada Admin created an Explainer Studio account for you');
    // No password works before the owner chooses one.
    expect((await login('vera.voice@example.test', '')).statusCode).toBe(400);
    const link = linkIn(mail, '/auth/password/');
    const chosen = await t.app.inject({ method: 'POST', url: link!, payload: { password: 'vera-chose-this' } });
    expect(chosen.statusCode).toBe(303);
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookieOf(chosen) } });
    expect(me.json().user).toMatchObject({ name: 'Vera Voice', level: 'freelancer', role: ['voice'] });
    expect((await login('vera.voice@example.test', 'vera-chose-this')).statusCode).toBe(200);
  });

  it('refuses a taken address, a client with roles and a non-admin, naming the problem', async () => {
    const taken = await post('admin', '/api/users', {
      name: 'Again',
      email: 'vera.voice@example.test',
      level: 'staff',
      role: [],
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Another account already uses this e-mail address']);
    const clientRoles = await post('admin', '/api/users', {
      name: 'Cleo',
      email: 'cleo.roles@example.test',
      level: 'client',
      role: ['voice'],
    });
    expect(clientRoles.statusCode).toBe(400);
    const noName = await post('admin', '/api/users', { name: ' ', email: 'x@example.test', level: 'staff', role: [] });
    expect([noName.statusCode, noName.json().message]).toEqual([400, 'Name is required']);
    const staff = await post('staff', '/api/users', {
      name: 'Sneaky',
      email: 'sneaky@example.test',
      level: 'admin',
      role: [],
    });
    expect([staff.statusCode, staff.json().message]).toEqual([403, 'Only admins can create, disable or enable users']);
    expect(mailsTo(t, 'sneaky@example.test')).toEqual([]);
  });
});

describe('disabling and enabling a user', () => {
  it('ends their sessions at once, refuses their sign-in with a clear message, keeps their work; enabling restores it', async () => {
    const freelancer = await t.createUser('freelancer', ['storyboard'], 'Fay Freelancer');
    const session = await t.signIn(freelancer.email);
    const project = await seedProject(t.database.db, { title: 'Fay’s storyboard', collaboratorIds: [freelancer._id] });
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: session },
      payload: { itemType: 'project', itemId: project.id, text: 'Frame 3 redrawn' },
    });
    expect(comment.statusCode, comment.body).toBe(200);

    const disabled = answerOf(await post('admin', `/api/users/${freelancer._id}/disable`));
    expect(disabled.message).toBe('Fay Freelancer is disabled: signed out everywhere, their work stays');
    expect(disabled.user.disabled).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/projects?listed=true', headers: { cookie: session } });
    expect(after.statusCode).toBe(401);
    const refused = await login(freelancer.email, freelancer.password);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'This account is disabled. Ask the studio’s admin to enable it again.',
    ]);
    const wrongPassword = await login(freelancer.email, 'not-the-password');
    expect(wrongPassword.json().message).not.toContain('disabled');
    // The admin's /users page still lists the account, marked, to enable it again.
    const lookup = (who: keyof typeof cookies, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/users?lookup=Fay&limit=10${query}`, headers: { cookie: cookies[who] } });
    expect((await lookup('admin', '&withDisabled=true')).json().items).toMatchObject([
      { name: 'Fay Freelancer', disabled: true },
    ]);
    // Nobody may mention a disabled account or pick it for work: every people picker, the admin's too, leaves it out,
    // and asking for disabled accounts gets a non-admin nothing more.
    expect((await lookup('admin')).json().items).toEqual([]);
    expect((await lookup('staff')).json().items).toEqual([]);
    expect((await lookup('staff', '&withDisabled=true')).json().items).toEqual([]);
    const mention = await post('admin', '/api/comments', {
      itemType: 'project',
      itemId: project.id,
      text: '@Fay Freelancer please look',
      mentions: [freelancer._id],
    });
    expect([mention.statusCode, mention.json().message]).toEqual([
      400,
      "Fay Freelancer's account is disabled: remove the mention of Fay Freelancer",
    ]);
    const comments = await t.app.inject({
      method: 'GET',
      url: `/api/comments?itemId=${project.id}`,
      headers: { cookie: cookies.admin },
    });
    expect(comments.json().items.map((item: { text: string }) => item.text)).toEqual(['Frame 3 redrawn']);

    // While disabled they are written no notification (and so mailed none) about their project.
    const remark = await post('admin', '/api/comments', {
      itemType: 'project',
      itemId: project.id,
      text: 'Thanks Fay',
    });
    expect(remark.statusCode, remark.body).toBe(200);
    await t.app.notificationsIdle();
    const heard = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, freelancer._id));
    expect(heard).toEqual([]);

    const enabled = answerOf(await post('admin', `/api/users/${freelancer._id}/enable`));
    expect([enabled.message, enabled.user.disabled]).toEqual(['Fay Freelancer is enabled again', false]);
    expect((await lookup('staff')).json().items).toMatchObject([{ name: 'Fay Freelancer' }]);
    const back = await t.signIn(freelancer.email);
    const mine = await t.app.inject({ method: 'GET', url: '/api/projects?listed=true', headers: { cookie: back } });
    expect(mine.json().items.map((item: { title: string }) => item.title)).toEqual(['Fay’s storyboard']);
  });

  it('refuses an admin disabling themself, a non-admin, and an unknown user', async () => {
    const self = await post('admin', `/api/users/${adminId}/disable`);
    expect([self.statusCode, self.json().message]).toEqual([409, 'You cannot disable your own account']);
    const byStaff = await post('staff', `/api/users/${adminId}/disable`);
    expect(byStaff.statusCode).toBe(403);
    const unknown = await post('admin', '/api/users/00000000-0000-4000-8000-000000000000/disable');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'User not found']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookies.admin } })).statusCode,
    ).toBe(200);
  });
});
