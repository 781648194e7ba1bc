import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';
import { cookieOf, linkIn, mailsTo } from './support.ts';

const t = useTestApp();

const register = (email: string, name = 'Someone') =>
  t.app.inject({ method: 'POST', url: '/auth/register', payload: { name, email, password: 'a-new-password' } });

describe('registration does not say which e-mails have accounts (issue 22, item 10)', () => {
  it('answers a taken e-mail exactly as a new one, and mails the owner instead', async () => {
    const existing = await t.createUser('client');
    const taken = await register(existing.email);
    const fresh = await register('brand.new@example.test');
    expect(taken.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(taken.json()).toEqual({ message: 'Check your e-mail to continue' });
    expect(fresh.json()).toEqual(taken.json());
    expect(taken.cookies).toHaveLength(0);
    expect(fresh.cookies).toHaveLength(0);
    const [ownerMail] = mailsTo(t, existing.email);
    expect(ownerMail).toContain('Someone tried to create an account with this e-mail address');
    expect(linkIn(ownerMail, '/auth/password/')).toBeDefined();
    // The owner's password still works: a registration attempt changes nothing.
    await expect(t.signIn(existing.email)).resolves.toContain('es_session=');
  });

  it('signs a new person in from the link in their mail, where they confirm the address', async () => {
    await register('confirm.me@example.test', 'Confirm Me');
    const link = linkIn(mailsTo(t, 'confirm.me@example.test')[0], '/auth/password/');
    const opened = await t.app.inject({ method: 'POST', url: link!, payload: { password: 'a-new-password' } });
    expect(opened.statusCode).toBe(303);
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookieOf(opened) } });
    expect(me.json().user).toMatchObject({ name: 'Confirm Me', email: 'confirm.me@example.test', level: 'client' });
  });

  it('shows the form registration the same page for both', async () => {
    const existing = await t.createUser('client');
    const formPost = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=Form+Person&email=${encodeURIComponent(email)}&password=a-new-password`,
      });
    const taken = await formPost(existing.email);
    const fresh = await formPost('form.new@example.test');
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain(`We sent a link to ${existing.email}.`);
    expect(fresh.body.replace('form.new@example.test', existing.email)).toBe(taken.body);
  });
});
