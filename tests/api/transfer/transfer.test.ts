import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { validationTh } from '#shared/i18n/validation-th.ts';
import { findCatalogueItem } from '#shared/products/catalogue.ts';
import { insertUser } from '#server/modules/users/index.ts';
import { seedProject } from '../../support/projects.ts';
import { freePort } from '../../support/free-port.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { injectAs, richProject, storedKeys, tableCounts, transferBody, transferKey } from '../../support/transfer.ts';

// The target host listens for real: the source reaches it over HTTP, as in production.
const targetPort = await freePort();
const targetUrl = `http://127.0.0.1:${targetPort}`;
/** A loopback port where nothing listens. */
const unreachablePort = await freePort();
/** The target is a Thai deployment: it answers in Thai. */
const th = createApiTranslator('th');

let source: TestApp;
let target: TestApp;
let cookies: Record<'admin' | 'pm' | 'staff' | 'freelancer' | 'client', string>;
let people: { adminEmail: string; clientId: string; clientEmail: string };

beforeAll(async () => {
  [source, target] = await Promise.all([
    // The target listens on loopback, so the source names that address as a transfer target.
    createTestApp({
      jobs: false,
      config: { transferKey, locale: 'en', publicUrl: 'http://studio.example.test', transferHosts: ['127.0.0.1'] },
    }),
    createTestApp({
      jobs: false,
      config: { transferKey, locale: 'th', publicUrl: targetUrl, transferMaxBytes: 2 * 1024 * 1024 },
    }),
  ]);
  await target.app.listen({ port: targetPort, host: '127.0.0.1' });
  const admin = await source.createUser('admin', [], 'Ada Admin');
  const pm = await source.createUser('staff', ['project-manager'], 'Pat Manager');
  const staff = await source.createUser('staff', [], 'Sam Staff');
  const freelancer = await source.createUser('freelancer', ['storyboard'], 'Bo Board');
  const client = await source.createUser('client', [], 'Cleo Client');
  cookies = {
    admin: await source.signIn(admin.email),
    pm: await source.signIn(pm.email),
    staff: await source.signIn(staff.email),
    freelancer: await source.signIn(freelancer.email),
    client: await source.signIn(client.email),
  };
  people = { adminEmail: admin.email, clientId: client._id, clientEmail: client.email };
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

const transfer = (who: keyof typeof cookies | 'visitor', projectId: string, targetAddress = targetUrl, host?: string) =>
  source.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/transfer`,
    payload: { target: targetAddress },
    headers: { ...(who === 'visitor' ? {} : { cookie: cookies[who] }), ...(host ? { host } : {}) },
  });

const transferIn = (body: Buffer | string, headers: Record<string, string>) =>
  target.app.inject({ method: 'POST', url: '/api/projects/transfer-in', payload: body, headers });

const unchanged = async () => ({ counts: await tableCounts(target.database), keys: await storedKeys(target.config) });

describe('POST /api/projects/{id}/transfer', () => {
  let refused: { id: string };
  beforeAll(async () => {
    refused = await richProject(injectAs(source, cookies.admin), source.database, { collaboratorId: people.clientId });
  });

  it.each(['pm', 'staff', 'freelancer', 'client', 'visitor'] as const)(
    '%s may not transfer a project (admins only)',
    async (who) => {
      const project = refused;
      const before = await unchanged();
      const response = await transfer(who, project.id);
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
      expect(response.json().message).toBe('Only admins can transfer a project to another host');
      expect(await unchanged()).toEqual(before);
    },
  );

  it('refuses the host it runs on, by its public address or by the address it was asked at', async () => {
    const project = refused;
    for (const response of [
      await transfer('admin', project.id, 'http://STUDIO.example.test/app'),
      await transfer('admin', project.id, 'https://other-name.test', 'other-name.test'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The project is already on this host');
    }
    const bad = await transfer('admin', project.id, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter the address of the other host');
  });

  it('says so when the target cannot be reached', async () => {
    const project = refused;
    const response = await transfer('admin', project.id, `http://127.0.0.1:${unreachablePort}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(new RegExp(`^Could not reach 127\\.0\\.0\\.1:${unreachablePort}: `));
  });

  it('sends the whole project; the target keeps its ids, maps people by e-mail and prices the cart in its own locale', async () => {
    const project = await richProject(injectAs(source, cookies.admin), source.database, {
      collaboratorId: people.clientId,
    });
    // The client is known on the target under the same address (in other letter case); the admin is not.
    const known = await insertUser(target.database.db, {
      name: 'Cleo on target',
      email: people.clientEmail.toUpperCase(),
      passwordHash: 'x',
      level: 'client',
      roles: [],
      emailConfirmedAt: new Date(),
    });
    // The project also links a storyboard kept on the drive (meta version 1): the link travels with it.
    const asAdmin = (url: string, payload: object) =>
      source.app.inject({ method: 'POST', url, payload, headers: { cookie: cookies.admin } });
    const switched = await asAdmin(`/api/projects/${project.id}/meta-version/`, { metaVersion: 1 });
    expect(switched.statusCode, switched.body).toBe(200);
    const linked = await asAdmin(`/api/projects/${project.id}/storyboards`, {
      webLink: 'https://drive.example.test/board-1',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const { storyboards } = linked.json().project;
    expect(storyboards).toHaveLength(1);
    const response = await transfer('admin', project.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      url: `${targetUrl}/app/projects/${project.id}`,
      message: `Project transferred to 127.0.0.1:${targetPort}`,
    });

    const row = await target.database.executeSql(
      'select title, cart, meta_version, storyboards from projects where id = $1',
      [project.id],
    );
    expect(row.rows[0]).toMatchObject({ title: 'Transfer me', meta_version: 1, storyboards });
    const cart = row.rows[0]?.cart as {
      items: { id: string; price: number; label: string }[];
      forcedTotal: number | null;
    };
    const thaiPrice = (id: string) => findCatalogueItem('th', id)?.price.th;
    expect(cart.items.map((item) => item.id)).toEqual(['base-package', 'logo-color', 'vat']);
    expect(cart.items.map((item) => item.price)).toEqual([
      thaiPrice('base-package'),
      thaiPrice('logo-color'),
      thaiPrice('vat'),
    ]);
    expect(cart.items[0]?.label).toBe(findCatalogueItem('th', 'base-package')?.label.th);
    const version = await target.database.executeSql('select cart from project_versions where project_id = $1', [
      project.id,
    ]);
    const versionItems = (version.rows[0]?.cart as { items: { id: string; price: number }[] }).items;
    expect(versionItems.find((item) => item.id === 'change-editing')?.price).toBe(thaiPrice('change-editing'));
    expect(versionItems.at(-1)?.id).toBe('vat');

    for (const table of ['scenes', 'scene_versions', 'project_versions', 'project_collabs']) {
      const sent = await source.database.executeSql(
        `select count(*)::int as n from ${table} where ${table === 'scene_versions' ? 'scene_id in (select id from scenes where project_id = $1)' : 'project_id = $1'}`,
        [project.id],
      );
      const arrived = await target.database.executeSql(
        `select count(*)::int as n from ${table} where ${table === 'scene_versions' ? 'scene_id in (select id from scenes where project_id = $1)' : 'project_id = $1'}`,
        [project.id],
      );
      expect(arrived.rows[0]?.n, table).toBe(sent.rows[0]?.n);
      expect(Number(sent.rows[0]?.n), table).toBeGreaterThan(0);
    }
    const sentComments = await source.database.executeSql('select id, user_id, files from comments order by id');
    const arrivedComments = await target.database.executeSql('select id, files from comments order by id');
    expect(arrivedComments.rows).toEqual(
      sentComments.rows
        .filter((comment) => arrivedComments.rows.some((other) => other.id === comment.id))
        .map(({ user_id: _user, ...rest }) => rest),
    );
    expect(arrivedComments.rows.length).toBe(3);

    const collab = await target.database.executeSql('select user_id from project_collabs where project_id = $1', [
      project.id,
    ]);
    expect(collab.rows).toEqual([{ user_id: known?.id }]);
    const newcomer = await target.database.executeSql('select level, roles from users where lower(email) = lower($1)', [
      people.adminEmail,
    ]);
    expect(newcomer.rows).toEqual([{ level: 'client', roles: [] }]);

    const sourceKeys = await storedKeys(source.config);
    const targetKeys = await storedKeys(target.config);
    expect(targetKeys.length).toBeGreaterThanOrEqual(5);
    expect(sourceKeys).toEqual(expect.arrayContaining(targetKeys));

    const again = await transfer('admin', project.id);
    expect(again.statusCode).toBe(409);
    // The target's own words are not passed on: the status says what happened.
    expect(again.json().message).toBe(
      `127.0.0.1:${targetPort} refused the transfer (409): it already holds this project, or part of it`,
    );
  });
});

describe('POST /api/projects/transfer-in', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = (
      await richProject(injectAs(source, cookies.admin), source.database, { collaboratorId: people.clientId })
    ).id;
  });

  it('refuses a transfer without the key, or with another key, before reading it', async () => {
    const { body, contentType } = await transferBody(source, projectId);
    const targetAdmin = await target.createUser('admin');
    const targetSession = await target.signIn(targetAdmin.email);
    const before = await unchanged();
    const missing = await transferIn(body, { 'content-type': contentType });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(th('api.transfer.keyMissing'));
    const wrong = await transferIn(body, { 'content-type': contentType, authorization: `Bearer ${transferKey}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(th('api.transfer.keyWrong'));
    // A signed-in user of the target is no key holder either.
    const session = await transferIn(body, { 'content-type': contentType, cookie: targetSession });
    expect(session.statusCode).toBe(401);
    expect(await unchanged()).toEqual(before);
  });

  it('refuses a malformed transfer with a message naming the problem', async () => {
    const before = await unchanged();
    const key = { authorization: `Bearer ${transferKey}` };
    const notMultipart = await transferIn('{}', { ...key, 'content-type': 'application/json' });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().message).toBe(th('api.transfer.notMultipart'));

    const part = (content: string) =>
      `--b\r\nContent-Disposition: form-data; name="manifest"; filename="manifest"\r\nContent-Type: application/json\r\n\r\n${content}\r\n--b--\r\n`;
    const multipart = { ...key, 'content-type': 'multipart/form-data; boundary=b' };
    const notJson = await transferIn(part('{not json'), multipart);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(th('api.transfer.manifestInvalid'));

    const { body } = await transferBody(source, projectId);
    const manifest = JSON.parse(body.toString('utf8').split('\r\n\r\n')[1]?.split('\r\n--')[0] ?? '{}');
    const withoutTitle = await transferIn(
      part(JSON.stringify({ ...manifest, project: { ...manifest.project, title: 7 } })),
      multipart,
    );
    expect(withoutTitle.statusCode).toBe(400);
    expect(withoutTitle.json().message).toMatch(
      new RegExp(`^${th('api.transfer.manifestProblem', { problem: 'project\\.title: ' })}`),
    );
    const foreignScene = await transferIn(
      part(
        JSON.stringify({
          ...manifest,
          scenes: manifest.scenes.map((scene: object) => ({ ...scene, projectId: people.clientId })),
        }),
      ),
      multipart,
    );
    expect(foreignScene.statusCode).toBe(400);
    expect(foreignScene.json().message).toBe(
      th('api.transfer.manifestProblem', { problem: `a row belongs to another project than ${projectId}` }),
    );
    // Links are stored only as web addresses on the target too (issue 40, item 13).
    const scriptLink = await transferIn(
      part(
        JSON.stringify({
          ...manifest,
          project: {
            ...manifest.project,
            portfolio: { url: 'javascript:alert(4)', client: '', title: '', descr: '', featured: false },
          },
        }),
      ),
      multipart,
    );
    expect(scriptLink.statusCode).toBe(400);
    expect(scriptLink.json().message).toBe(
      th('api.transfer.manifestProblem', { problem: validationTh['validation.projects.portfolioLinkScheme'] }),
    );
    const dataVideo = await transferIn(
      part(
        JSON.stringify({
          ...manifest,
          project: { ...manifest.project, videoUrl: 'data:text/html,<script>alert(4)</script>' },
        }),
      ),
      multipart,
    );
    const scriptStoryboard = await transferIn(
      part(
        JSON.stringify({
          ...manifest,
          project: { ...manifest.project, storyboards: [{ id: 'board', webLink: 'javascript:alert(4)' }] },
        }),
      ),
      multipart,
    );
    expect(scriptStoryboard.statusCode).toBe(400);
    expect(scriptStoryboard.json().message).toBe(
      th('api.transfer.manifestProblem', { problem: validationTh['validation.projects.storyboardLinkScheme'] }),
    );
    expect(dataVideo.statusCode).toBe(400);
    expect(dataVideo.json().message).toBe(
      th('api.transfer.manifestProblem', { problem: validationTh['validation.projects.videoLinkScheme'] }),
    );
    expect(await unchanged()).toEqual(before);
  });

  it('refuses a transfer larger than the host takes', async () => {
    const before = await unchanged();
    const declared = await transferIn(Buffer.alloc(3 * 1024 * 1024), {
      authorization: `Bearer ${transferKey}`,
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(th('api.transfer.tooLarge', { max: 2 }));
    expect(await unchanged()).toEqual(before);
  });

  it('leaves the target unchanged when the body is cut off halfway or a file is missing', async () => {
    const { body, contentType } = await transferBody(source, projectId);
    const headers = { authorization: `Bearer ${transferKey}`, 'content-type': contentType };
    const before = await unchanged();

    const cut = await transferIn(body.subarray(0, Math.floor(body.length * 0.6)), headers);
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(await unchanged()).toEqual(before);

    // Drop the last part: every file before it was stored, and must be removed again.
    const boundary = contentType.split('boundary=')[1] ?? '';
    const parts = body.toString('latin1').split(`--${boundary}`);
    const lastKey = /name="([^"]+)"/.exec(parts.at(-2) ?? '')?.[1];
    const withoutLast = Buffer.from([...parts.slice(0, -2), parts.at(-1)].join(`--${boundary}`), 'latin1');
    const missing = await transferIn(withoutLast, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(th('api.transfer.fileMissing', { key: lastKey ?? '' }));
    expect(await unchanged()).toEqual(before);
  });
});

describe('GET /api/projects/{id}/transfer', () => {
  it('tells admins whether this host is configured for transfers, and refuses everyone else', async () => {
    const project = await richProject(injectAs(source, cookies.admin), source.database, {
      collaboratorId: people.clientId,
    });
    const status = (cookie?: string) =>
      source.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}/transfer`,
        headers: cookie ? { cookie } : {},
      });
    expect((await status(cookies.admin)).json()).toEqual({ configured: true });
    expect((await status(cookies.pm)).statusCode).toBe(403);
    expect((await status()).statusCode).toBe(401);
  });

  it('without a transfer key the group says transfers are not configured, and a transfer is refused', async () => {
    const bare = await createTestApp({ jobs: false });
    try {
      const admin = await bare.createUser('admin');
      const cookie = await bare.signIn(admin.email);
      const project = await seedProject(bare.database.db);
      expect(
        (
          await bare.app.inject({ method: 'GET', url: `/api/projects/${project.id}/transfer`, headers: { cookie } })
        ).json(),
      ).toEqual({ configured: false });
      const response = await bare.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/transfer`,
        payload: { target: targetUrl },
        headers: { cookie },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Transfers are not configured on this host: set TRANSFER_KEY on both hosts');
    } finally {
      await bare.close();
    }
  });
});

describe('people an account was registered for by someone else (issue 40, item 1)', () => {
  it('matches an account whose address nobody confirmed, but takes it back from whoever signed in to it (decision 091)', async () => {
    const newcomer = await source.createUser('client', [], 'Nell Newcomer');
    const project = await seedProject(source.database.db, {
      title: 'Squatted address',
      collaboratorIds: [newcomer._id],
    });
    const registered = await target.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { name: 'Not Nell', email: newcomer.email, password: 'the-squatters-password' },
    });
    expect(registered.statusCode).toBe(202);
    const squatter = await target.signIn(newcomer.email, 'the-squatters-password');

    const response = await transfer('admin', project.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await target.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: squatter } })).statusCode,
    ).toBe(401);
    await expect(target.signIn(newcomer.email, 'the-squatters-password')).rejects.toThrow(/401/);
    const collab = await target.database.executeSql(
      'select users.email from project_collabs join users on users.id = project_collabs.user_id where project_id = $1',
      [project.id],
    );
    expect(collab.rows).toEqual([{ email: newcomer.email }]);
  });
});
