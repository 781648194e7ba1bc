import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();
const discounts = 'discount-no-changes,discount-pay-online,discount-watermark';

describe('POST /api/projects applies the cart rules to its items (issue 22, item 6)', () => {
  it('refuses discounts while the project would be new, as the cart does', async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { items: `emma,${discounts}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/cannot be changed while the project is new$/);
    const list = await t.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
    expect(list.json().items).toHaveLength(0);
  });

  it('still creates a project from items the cart allows', async () => {
    const client = await t.createUser('client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: await t.signIn(client.email) },
      payload: { items: 'rush-job' },
    });
    expect(response.statusCode).toBe(201);
  });
});
