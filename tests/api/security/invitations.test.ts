import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';
import { cookieOf, linkIn, mailsTo } from './support.ts';

const t = useTestApp();

const invite = async (cookie: string, projectId: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/collabs`, headers: { cookie }, payload: { email } });

describe('adding a collaborator by e-mail (issue 22, item 7)', () => {
  it('answers the same for a known and an unknown e-mail, naming nobody', async () => {
    const client = await t.createUser('client');
    const known = await t.createUser('staff', ['script'], 'Known Staff Person');
    const cookie = await t.signIn(client.email);
    const project = await seedProject(t.database.db, { collaboratorIds: [client._id] });
    const toKnown = await invite(cookie, project.id, known.email);
    const toUnknown = await invite(cookie, project.id, 'someone.new@example.test');
    expect(toKnown.statusCode).toBe(200);
    expect(toUnknown.statusCode).toBe(200);
    expect(toKnown.json()).toEqual({ message: 'Invitation email has been sent to the user' });
    expect(toUnknown.json()).toEqual(toKnown.json());
    expect(toKnown.body).not.toContain('Known Staff Person');
    expect(mailsTo(t, known.email)).toHaveLength(1);
    expect(mailsTo(t, 'someone.new@example.test')).toHaveLength(1);
  });

  it('keeps a title the sender chose on one line in the mail', async () => {
    const pm = await t.createUser('staff', ['project-manager']);
    const project = await seedProject(t.database.db, {
      title: 'Line one\r\nBcc: victim@example.test\r\n\r\nFake body',
    });
    await invite(await t.signIn(pm.email), project.id, 'one-line@example.test');
    const [mail] = mailsTo(t, 'one-line@example.test');
    expect(mail).toContain('Subject: Invitation: Line one Bcc: victim@example.test Fake body');
    expect(mail).not.toMatch(/^Bcc:/m);
    expect(mail).toContain('"Line one Bcc: victim@example.test Fake body"');
  });

  it('lets the invited person choose a password from the link, then sign in with it', async () => {
    const pm = await t.createUser('staff', ['project-manager']);
    const project = await seedProject(t.database.db);
    await invite(await t.signIn(pm.email), project.id, 'invited.person@example.test');
    const link = linkIn(mailsTo(t, 'invited.person@example.test')[0], '/auth/password/');
    expect(link).toBeDefined();
    const form = await t.app.inject({ method: 'GET', url: link! });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="password"');
    const chosen = await t.app.inject({
      method: 'POST',
      url: link!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=my-own-password',
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/app/projects/${project.id}/scenes`);
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookieOf(chosen) } });
    expect(me.json().user.email).toBe('invited.person@example.test');
    await expect(t.signIn('invited.person@example.test', 'my-own-password')).resolves.toContain('es_session=');
    const again = await t.app.inject({ method: 'GET', url: link! });
    expect(again.statusCode).toBe(410);
  });

  it('limits how many invitations one person sends', async () => {
    const limited = await createTestApp({ limits: { invitations: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const client = await limited.createUser('client');
      const cookie = await limited.signIn(client.email);
      const project = await seedProject(limited.database.db, { collaboratorIds: [client._id] });
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/api/projects/${project.id}/collabs`,
          headers: { cookie },
          payload: { email: `flood${index}@example.test` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
