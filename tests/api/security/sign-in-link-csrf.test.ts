import { describe, expect, it } from 'vitest';
import { systemClock } from '#server/lib/clock.ts';
import { issueOneTimeToken } from '#server/modules/auth/index.ts';
import { useTestApp } from '../../support/test-app.ts';
import { cookieOf } from './support.ts';

const t = useTestApp({ limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });
const signInToken = (userId: string) =>
  issueOneTimeToken({ db: t.database.db, clock: systemClock }, { kind: 'signIn', userId });

type Site = 'cross-site' | 'same-site' | 'same-origin' | 'none';

const open = (token: string, { site, cookie }: { site?: Site; cookie?: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/auth/token/${token}?redirect=%2Fapp%2Faccount`,
    headers: { ...(site ? { 'sec-fetch-site': site } : {}), ...(cookie ? { cookie } : {}) },
  });
const whoIs = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } })).json().user?.email;
const formAction = (page: string) =>
  /<form class="card" method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');

describe('an attacker’s own sign-in link does not swap the victim’s account (issue 40, item 10)', () => {
  it('asks before a link opened from another site signs in, and signs in only from its own page', async () => {
    const attacker = await t.createUser('client');
    const victim = await t.createUser('client');
    const victimCookie = await t.signIn(victim.email);
    const token = await signInToken(attacker._id);

    for (const cookie of [victimCookie, undefined]) {
      const opened = await open(token, { site: 'cross-site', cookie });
      expect(opened.statusCode).toBe(200);
      expect(opened.cookies).toHaveLength(0);
      expect(opened.body).toContain(`This link signs this browser in as ${attacker.email}.`);
      expect(opened.body).toContain(`Sign in as ${attacker.email}`);
    }
    expect(await whoIs(victimCookie)).toBe(victim.email);

    const action = formAction((await open(token, { site: 'cross-site' })).body) ?? '';
    expect(action).toBe(`/auth/token/${token}?redirect=%2Fapp%2Faccount`);
    const fromElsewhere = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { origin: 'https://evil.example', cookie: victimCookie },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { origin: 'http://localhost:3000', cookie: victimCookie },
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/app/account');
    expect(await whoIs(cookieOf(confirmed))).toBe(attacker.email);
  });

  it('asks before switching a signed-in browser to another account, even from a mail program', async () => {
    const attacker = await t.createUser('client');
    const victim = await t.createUser('staff');
    const victimCookie = await t.signIn(victim.email);
    const opened = await open(await signInToken(attacker._id), {
      site: 'none',
      cookie: victimCookie,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.cookies).toHaveLength(0);
    expect(opened.body).toContain(
      `This browser is signed in as ${victim.email}: continuing signs it out of that account.`,
    );
    expect(await whoIs(victimCookie)).toBe(victim.email);
  });

  it.each<Site | undefined>(['none', 'same-origin', 'same-site', undefined])(
    'signs in at once from %s when no other account is signed in',
    async (site) => {
      const owner = await t.createUser('client');
      const opened = await open(await signInToken(owner._id), { site });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe('/app/account');
      expect(await whoIs(cookieOf(opened))).toBe(owner.email);

      const again = await open(await signInToken(owner._id), { site, cookie: cookieOf(opened) });
      expect(again.statusCode).toBe(303);
    },
  );
});
