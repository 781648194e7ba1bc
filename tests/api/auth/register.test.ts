import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/auth/register', payload });

describe('POST /auth/register', () => {
  it('creates a client account and signs it in', async () => {
    const response = await register({ name: '  Nia Client ', email: 'Nia@Example.test', password: 'long-enough' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ name: 'Nia Client', email: 'nia@example.test', level: 'client', role: [] });
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect(me.json().user.email).toBe('nia@example.test');
  });

  it.each([
    [{ name: 'A', email: 'a@example.test', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: '   ', email: 'b@example.test', password: 'long-enough' }, 'Name is required'],
    [{ name: 'C', email: 'not-an-email', password: 'long-enough' }, 'Email is not a valid address'],
    [{ name: 'D', password: 'long-enough' }, 'Email is required'],
    [{ name: 'E', email: 'e@example.test' }, 'Password is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a second account with the same email in another letter case', async () => {
    await register({ name: 'First', email: 'twice@example.test', password: 'long-enough' });
    const response = await register({ name: 'Second', email: 'TWICE@example.test', password: 'long-enough' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });

  it('never lets a registration choose its own level', async () => {
    const response = await register({ name: 'Sneaky', email: 'sneaky@example.test', password: 'long-enough', level: 'admin' });
    expect(response.json().user.level).toBe('client');
  });

  it('redirects a form registration to the same-origin redirect path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/auth/register?redirect=${encodeURIComponent('/app/project/new?items=base&artists=')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Form', email: 'form@example.test', password: 'long-enough' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/app/project/new?items=base&artists=');
  });
});
