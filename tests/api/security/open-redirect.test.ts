import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();

const hostile = ['/.//evil.example', '/app/../..//evil.example', '/./\\evil.example', '/%2e//evil.example'];

describe('the redirect after sign-in stays on this origin (issue 22, item 5)', () => {
  it.each(hostile)('a form sign-in with redirect=%s lands on the app home', async (redirect) => {
    const user = await t.createUser('client');
    const response = await t.app.inject({
      method: 'POST',
      url: `/auth/login?redirect=${encodeURIComponent(redirect)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/app/');
  });

  it('still follows a same-origin path after normalising it', async () => {
    const user = await t.createUser('client');
    const response = await t.app.inject({
      method: 'POST',
      url: `/auth/login?redirect=${encodeURIComponent('/app/./projects/../cart?x=1')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
    });
    expect(response.headers.location).toBe('/app/cart?x=1');
  });
});
