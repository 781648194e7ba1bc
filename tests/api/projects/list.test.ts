import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

let t: TestApp;
let cookies: Record<'admin' | 'pm' | 'freelancer' | 'client' | 'otherClient', string>;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const [admin, pm, freelancer, client, otherClient] = await Promise.all([
    t.createUser('admin'),
    t.createUser('staff', ['project-manager']),
    t.createUser('freelancer', ['voice']),
    t.createUser('client'),
    t.createUser('client'),
  ]);
  cookies = {
    admin: await t.signIn(admin.email),
    pm: await t.signIn(pm.email),
    freelancer: await t.signIn(freelancer.email),
    client: await t.signIn(client.email),
    otherClient: await t.signIn(otherClient.email),
  };
  const db = t.database.db;
  const mine = await seedProject(db, { title: 'Bakery launch', collaboratorIds: [client._id, pm._id] });
  const recording = await seedProject(db, {
    title: 'Bank onboarding',
    collaboratorIds: [client._id],
    set: { status: 'recording' },
  });
  const internal = await seedProject(db, { title: 'Studio reel', set: { type: 'internal', status: 'storyboarding' } });
  const trashed = await seedProject(db, { title: 'Old pitch', collaboratorIds: [client._id], set: { deleted: true } });
  const other = await seedProject(db, {
    title: 'Other client video',
    collaboratorIds: [otherClient._id],
    set: { status: 'ready', purchased: true },
  });
  const held = await seedProject(db, { title: 'Paused bakery', collaboratorIds: [pm._id], set: { onhold: true } });
  ids = {
    mine: mine.id,
    recording: recording.id,
    internal: internal.id,
    trashed: trashed.id,
    other: other.id,
    held: held.id,
    otherClientId: otherClient._id,
  };
  await t.app.inject({
    method: 'POST',
    url: `/api/projects/${internal.id}/listedby`,
    headers: { cookie: cookies.admin },
    payload: { userId: admin._id },
  });
});
afterAll(() => t.close());

const list = async (who: keyof typeof cookies, query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/projects?${query}`,
    headers: { cookie: cookies[who] },
  });
  return response;
};
const titles = async (who: keyof typeof cookies, query: string) => {
  const response = await list(who, query);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { title: string }[]).map((item) => item.title).sort();
};

describe('GET /api/projects', () => {
  it('gives a client only their own collaborations, never another client’s or a trashed one', async () => {
    expect(await titles('client', 'listed=true')).toEqual(['Bakery launch', 'Bank onboarding']);
    expect(await titles('otherClient', 'listed=true')).toEqual(['Other client video']);
  });

  it('refuses the trash, type filters to non-admins', async () => {
    for (const query of ['deleted=true', 'type=internal', 'type=client']) {
      const response = await list('client', query);
      expect(response.statusCode).toBe(403);
    }
    expect((await list('freelancer', 'deleted=true')).json().message).toBe('Only admins can open the trash');
    expect((await list('pm', 'type=internal')).json().message).toBe('Only admins can filter projects by type');
  });

  it('gives admins All, Internal, Client, trash and their own listed projects', async () => {
    expect(await titles('admin', '')).toEqual([
      'Bakery launch',
      'Bank onboarding',
      'Other client video',
      'Paused bakery',
      'Studio reel',
    ]);
    expect(await titles('admin', 'type=internal')).toEqual(['Studio reel']);
    expect(await titles('admin', 'type=client')).toEqual([
      'Bakery launch',
      'Bank onboarding',
      'Other client video',
      'Paused bakery',
    ]);
    expect(await titles('admin', 'deleted=true')).toEqual(['Old pitch']);
    expect(await titles('admin', 'listed=true')).toEqual(['Studio reel']);
  });

  it('filters by status for project managers: a status, uncompleted, purchased, onhold; ignores unknown values', async () => {
    expect(await titles('admin', 'status=recording')).toEqual(['Bank onboarding']);
    expect(await titles('admin', 'status=uncompleted')).toEqual([
      'Bakery launch',
      'Bank onboarding',
      'Paused bakery',
      'Studio reel',
    ]);
    expect(await titles('admin', 'status=purchased')).toEqual(['Other client video']);
    expect(await titles('admin', 'status=onhold')).toEqual(['Paused bakery']);
    expect(await titles('admin', 'status=bogus')).toHaveLength(5);
    expect(await titles('pm', 'listed=true&status=onhold')).toEqual(['Paused bakery']);
  });

  it('covers the whole studio for a project manager who chooses a status: new orders wait there (spec §6 isCollab)', async () => {
    const order = await seedProject(t.database.db, { title: 'Florist order', collaboratorIds: [ids.otherClientId!] });
    expect(await titles('pm', 'status=new')).toEqual(['Bakery launch', 'Florist order', 'Paused bakery']);
    expect(await titles('pm', 'status=recording')).toEqual(['Bank onboarding']);
    expect(await titles('pm', 'status=purchased')).toEqual(['Other client video']);
    expect(await titles('pm', 'listed=true')).toEqual(['Bakery launch', 'Paused bakery']);
    expect(await titles('freelancer', 'status=new')).toEqual([]);
    await t.database.executeSql(`delete from projects where id = '${order.id}'`);
  });

  it('ignores the status filter for users who may not use it', async () => {
    expect(await titles('client', 'listed=true&status=recording')).toEqual(['Bakery launch', 'Bank onboarding']);
  });

  it('searches titles inside what the caller may see, treating % and _ literally', async () => {
    expect(await titles('admin', 'search=bakery')).toEqual(['Bakery launch', 'Paused bakery']);
    expect(await titles('otherClient', 'search=bakery')).toEqual([]);
    expect(await titles('admin', 'search=%25')).toEqual([]);
  });

  it('shows collaborators on cards to power users only', async () => {
    const asAdmin = (await list('admin', 'search=Bakery launch')).json().items[0];
    expect(asAdmin.collabs).toHaveLength(2);
    const asClient = (await list('client', 'search=Bakery launch')).json().items[0];
    expect(asClient.collabs).toEqual([]);
  });

  it('answers 401 to visitors and 400 to a bad skip', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/projects' });
    expect(visitor.statusCode).toBe(401);
    const badSkip = await list('admin', 'skip=-1');
    expect(badSkip.statusCode).toBe(400);
    expect(badSkip.json().message).toBe('skip must be 0 or more');
  });
});

describe('pagination', () => {
  it('pages by 20 with skip and says when there is more', async () => {
    const admin = await t.createUser('admin');
    const cookie = await t.signIn(admin.email);
    for (let index = 0; index < 23; index += 1) {
      const project = await seedProject(t.database.db, { title: `Paged ${String(index).padStart(2, '0')}` });
      await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/listedby`,
        headers: { cookie },
        payload: { userId: admin._id },
      });
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/projects?listed=true', headers: { cookie } })).json();
    const second = (
      await t.app.inject({ method: 'GET', url: '/api/projects?listed=true&skip=20', headers: { cookie } })
    ).json();
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.items).toHaveLength(3);
    expect(second.hasMore).toBe(false);
    const all = [...first.items, ...second.items].map((item: { title: string }) => item.title);
    expect(new Set(all).size).toBe(23);
  });

  it('pages by place with next: starred first, then newest, none twice or missed when a card moves to the top meanwhile', async () => {
    const admin = await t.createUser('admin');
    const cookie = await t.signIn(admin.email);
    const projectIds: string[] = [];
    for (let index = 0; index < 45; index += 1) {
      const project = await seedProject(t.database.db, {
        title: `Placed ${String(index).padStart(2, '0')}`,
        set: { starred: index % 9 === 0 },
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/listedby`,
        headers: { cookie },
        payload: { userId: admin._id },
      });
      projectIds.push(project.id);
    }
    // Several cards in one instant: the id decides between them, to the microsecond the database keeps.
    await t.database.executeSql(
      "update projects set updated_at = '2026-11-20T10:00:00.123456Z' where title like 'Placed 1%'",
    );
    const page = async (after?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/projects?listed=true${after ? `&after=${after}` : ''}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        items: { _id: string; title: string; starred: boolean }[];
        hasMore: boolean;
        next: string | null;
      };
    };
    const first = await page();
    expect(first.items).toHaveLength(20);
    expect(first.next).toMatch(/^[01]\.\d+\.[0-9a-f-]{36}$/);
    // The first page's last card is edited while the reader scrolls: it moves to the top, the next page goes on from where the first ended.
    const lastOfFirst = first.items[19];
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${lastOfFirst?._id}`,
      headers: { cookie },
      payload: { title: `${lastOfFirst?.title} (edited)` },
    });
    const second = await page(first.next ?? undefined);
    const third = await page(second.next ?? undefined);
    expect(second.items).toHaveLength(20);
    expect([third.items.length, third.hasMore, third.next]).toEqual([5, false, null]);
    const seen = [...first.items, ...second.items, ...third.items];
    expect(new Set(seen.map((item) => item._id))).toEqual(new Set(projectIds));
    const fromTheTop = await t.app.inject({
      method: 'GET',
      url: '/api/projects?listed=true&limit=20',
      headers: { cookie },
    });
    const firstUnstarred = (fromTheTop.json().items as { title: string; starred: boolean }[]).find(
      (item) => !item.starred,
    );
    expect(firstUnstarred?.title).toBe(`${lastOfFirst?.title} (edited)`);
    // Starred cards come first on every page, and no starred card follows an unstarred one.
    const starredFlags = seen.map((item) => item.starred);
    expect(starredFlags.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(starredFlags.slice(5).every((starred) => !starred)).toBe(true);

    for (const bad of ['yesterday', `2.1.${projectIds[0]}`, '1.12.not-an-id', `1.${'9'.repeat(18)}.${projectIds[0]}`]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/projects?listed=true&after=${encodeURIComponent(bad)}`,
        headers: { cookie },
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe('after must be the next value of the previous page');
    }
  });

  it('loads only as many cards as the dashboard asks for (limit), within what the caller may see', async () => {
    const limited = (await list('client', 'listed=true&limit=1')).json();
    expect(limited.items).toHaveLength(1);
    expect(limited.hasMore).toBe(true);
    expect(['Bakery launch', 'Bank onboarding']).toContain(limited.items[0].title);
    expect((await list('client', 'listed=true&limit=3')).json().items).toHaveLength(2);
    const tooMany = await list('admin', 'limit=21');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit must be at most 20');
    expect((await list('admin', 'limit=0')).json().message).toBe('limit must be 1 or more');
  });
});

describe('GET /api/projects/search', () => {
  it('finds projects by title, best match first, within what the caller may see', async () => {
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/projects/search?term=bakery%20launch',
      headers: { cookie: cookies.admin },
    });
    expect(asAdmin.json().items.map((item: { title: string }) => item.title)).toEqual(['Bakery launch']);
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/projects/search?term=BAKERY',
      headers: { cookie: cookies.admin },
    });
    expect(
      both
        .json()
        .items.map((item: { title: string }) => item.title)
        .sort(),
    ).toEqual(['Bakery launch', 'Paused bakery']);
    expect(asAdmin.json().items[0]).toMatchObject({ _id: ids.mine, type: 'project', feed: null });
    const asOther = await t.app.inject({
      method: 'GET',
      url: '/api/projects/search?term=bakery',
      headers: { cookie: cookies.otherClient },
    });
    expect(asOther.json().items).toEqual([]);
    const blank = await t.app.inject({
      method: 'GET',
      url: '/api/projects/search?term=%20%20',
      headers: { cookie: cookies.admin },
    });
    expect(blank.json().items).toEqual([]);
  });
});

describe('GET /api/projects/search, ranking', () => {
  it('answers the ten most similar titles, and of equally similar ones the most recently modified first', async () => {
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await seedProject(db, { title: 'Harbor tour', set: { updatedAt: day(1) } });
    await seedProject(db, { title: 'A long harbor tour for the maritime museum', set: { updatedAt: day(30) } });
    // Equally similar to the term: each adds a word of its own that starts with neither h nor t (the term's words).
    const tied = ['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'gg', 'ii', 'jj', 'kk', 'll', 'mm'];
    for (const [index, word] of tied.entries())
      await seedProject(db, { title: `Harbor tour ${word}`, set: { updatedAt: day(2 + index) } });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/projects/search?term=harbor%20tour',
      headers: { cookie: cookies.admin },
    });
    expect(response.statusCode).toBe(200);
    const newestTiedFirst = tied.map((word) => `Harbor tour ${word}`).reverse();
    expect(response.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Harbor tour',
      ...newestTiedFirst.slice(0, 9),
    ]);
  });
});
