import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSummary } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let staffCookie: string;
let staffId: string;
let adminCookie: string;
let clientCookie: string;
let freelancerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser('admin', [], 'Ada Admin');
  const staff = await t.createUser('staff', ['script'], 'Sam Staff');
  staffId = staff._id;
  await t.createUser('staff', ['project-manager'], 'Pat Manager');
  await t.createUser('staff', ['voice'], 'Sandy 100%_Voice');
  const freelancer = await t.createUser('freelancer', ['voice'], 'Sally Freelancer');
  const client = await t.createUser('client', [], 'Sara Client');
  for (let index = 0; index < 12; index += 1) await t.createUser('staff', [], `Stu ${String(index).padStart(2, '0')}`);
  adminCookie = await t.signIn(admin.email);
  staffCookie = await t.signIn(staff.email);
  clientCookie = await t.signIn(client.email);
  freelancerCookie = await t.signIn(freelancer.email);
});
afterAll(async () => {
  await t.close();
});

const lookUp = async (cookie: string, query: string): Promise<string[]> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: UserSummary[] }>().items.map((user) => user.name);
};

describe('GET /api/users (mention autocomplete)', () => {
  it('finds power users by name, at most 10, sorted by name', async () => {
    expect(await lookUp(staffCookie, 'lookup=sa&level=power&limit=10')).toEqual(['Sam Staff', 'Sandy 100%_Voice']);
    expect(await lookUp(staffCookie, 'lookup=s&level=power&limit=10')).toHaveLength(10);
    expect(await lookUp(staffCookie, 'level=power&limit=10&skip=10')).toEqual([
      'Stu 06',
      'Stu 07',
      'Stu 08',
      'Stu 09',
      'Stu 10',
      'Stu 11',
    ]);
  });

  it('filters by role and treats % and _ in the lookup as plain characters', async () => {
    expect(await lookUp(staffCookie, 'level=power&role=voice')).toEqual(['Sandy 100%_Voice']);
    expect(await lookUp(staffCookie, 'lookup=%25_&level=power')).toEqual(['Sandy 100%_Voice']);
    expect(await lookUp(adminCookie, 'lookup=sally&level=all')).toEqual(['Sally Freelancer']);
  });

  it('sends only what an avatar and a badge need', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users?lookup=sam',
      headers: { cookie: staffCookie },
    });
    expect(response.json<{ items: UserSummary[] }>().items).toEqual([
      { _id: staffId, name: 'Sam Staff', picture: '/img/avatar.jpg', level: 'staff', role: ['script'] },
    ]);
  });

  it('refuses clients and freelancers, and asks visitors to sign in', async () => {
    for (const cookie of [clientCookie, freelancerCookie]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/users?lookup=s', headers: { cookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only staff can look up users' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users?lookup=s' })).statusCode).toBe(401);
  });
});
