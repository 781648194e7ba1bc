import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scenes, sessions } from '#server/db/schema/index.ts';
import { maxSessionsPerUser } from '#server/modules/auth/sessions.ts';
import { createTestApp, useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

const t = useTestApp();

describe('sessions and guest comments (issue 22, item 13)', () => {
  it('keeps at most the newest sessions of a user, ending the oldest', async () => {
    const user = await t.createUser('client');
    const cookies: string[] = [];
    for (let index = 0; index < maxSessionsPerUser + 2; index += 1) cookies.push(await t.signIn(user.email));
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(stored).toHaveLength(maxSessionsPerUser);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect((await me(cookies[0]!)).statusCode).toBe(401);
    expect((await me(cookies[1]!)).statusCode).toBe(401);
    expect((await me(cookies.at(-1)!)).statusCode).toBe(200);
  });

  it('purges expired sessions when someone signs in', async () => {
    const user = await t.createUser('client');
    await t.database.db
      .insert(sessions)
      .values({ tokenHash: 'expired-session-hash', userId: user._id, expiresAt: new Date(Date.now() - 1000) });
    await t.signIn((await t.createUser('staff')).email);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, 'expired-session-hash')),
    ).toHaveLength(0);
  });

  it('limits guest comments per address', async () => {
    const limited = await createTestApp({ limits: { guestComments: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const project = await seedProject(limited.database.db, { set: { status: 'storyboarding' } });
      const [scene] = await limited.database.db.select().from(scenes).where(eq(scenes.projectId, project.id));
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/comments',
          remoteAddress: '198.51.100.77',
          payload: { itemType: 'scene', itemId: scene!.id, text: `Guest note ${index}`, guestName: 'Vic' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const signedIn = await limited.createUser('client');
      const fromMember = await limited.app.inject({
        method: 'POST',
        url: '/api/comments',
        remoteAddress: '198.51.100.77',
        headers: { cookie: await limited.signIn(signedIn.email) },
        payload: { itemType: 'scene', itemId: scene!.id, text: 'A member is not a guest' },
      });
      expect(fromMember.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
