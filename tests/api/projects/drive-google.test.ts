import { createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { driveSetups } from '#server/db/schema/index.ts';
import type { GoogleDriveSettings } from '#server/lib/config.ts';
import { driveProjectFolders } from '#shared/projects/drive/drive.ts';
import { useScenesApi } from '../scenes/support.ts';

/**
 * A local stand-in for exactly what the Google provider calls: the OAuth token endpoint (a service
 * account's signed JWT, checked against its public key) and Drive v3's files list and create.
 */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const accessToken = 'ya29.fake-drive-token';
const parentFolderId = 'studio-parent-folder';
const tokenAssertions: { header: { alg: string }; claims: Record<string, unknown>; signatureValid: boolean }[] = [];
const created: { name: string; mimeType: string; parents: string[] }[] = [];
const unauthorized: string[] = [];
let failCreatesNamed: string | null = null;

const decodePart = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

const fakeGoogle = http.createServer((request, response) => {
  void (async () => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    response.setHeader('content-type', 'application/json');
    const answer = (status: number, json: unknown) => {
      response.statusCode = status;
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body);
      const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
      const verifier = createVerify('RSA-SHA256');
      verifier.update(`${header}.${claims}`);
      const signatureValid = verifier.verify(publicKey, Buffer.from(signature, 'base64url'));
      tokenAssertions.push({
        header: decodePart(header) as { alg: string },
        claims: decodePart(claims),
        signatureValid,
      });
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !signatureValid)
        return answer(400, { error: 'invalid_grant' });
      return answer(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      unauthorized.push(`${request.method} ${url.pathname}`);
      return answer(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    }
    if (url.pathname !== '/drive/v3/files') return answer(404, { error: { code: 404, message: 'Not in the fake' } });
    if (request.method === 'GET') {
      // Only what the provider asks: a folder of this name inside this parent.
      const query = url.searchParams.get('q') ?? '';
      const [, name, parent] =
        /^name = '(.*)' and '(.*)' in parents and mimeType = 'application\/vnd\.google-apps\.folder' and trashed = false$/.exec(
          query,
        ) ?? [];
      const index = created.findIndex((folder) => folder.name === name && folder.parents.includes(parent ?? ''));
      return answer(200, {
        files:
          index >= 0
            ? [{ id: `folder-${index + 1}`, webViewLink: `https://drive.google.com/drive/folders/folder-${index + 1}` }]
            : [],
      });
    }
    if (request.method === 'POST') {
      const folder = JSON.parse(body) as { name: string; mimeType: string; parents: string[] };
      if (folder.name === failCreatesNamed)
        return answer(403, {
          error: { code: 403, message: 'The user does not have sufficient permissions for this file.' },
        });
      created.push(folder);
      const id = `folder-${created.length}`;
      return answer(200, { id, webViewLink: `https://drive.google.com/drive/folders/${id}` });
    }
    return answer(405, { error: { code: 405, message: 'Method not in the fake' } });
  })();
});

const google: GoogleDriveSettings = {
  credentials: {
    client_email: 'studio-drive@explainer-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  },
  parentFolderId,
  apiUrl: null,
};
const { t, api } = useScenesApi({
  jobs: { pollingIntervalSeconds: 0.5 },
  config: { drive: { localRoot: '/nonexistent/never-used', google } },
});
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeGoogle.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(fakeGoogle.address() as AddressInfo).port}`;
  google.apiUrl = origin;
  google.credentials.token_uri = `${origin}/token`;
});
afterAll(() => new Promise<void>((resolve) => fakeGoogle.close(() => resolve())));

const finishedSetup = async (projectId: string) => {
  await vi.waitFor(
    async () => {
      const [setup] = await t.database.db.select().from(driveSetups).where(eq(driveSetups.projectId, projectId));
      expect(['complete', 'failed']).toContain(setup?.status);
    },
    { timeout: 10_000, interval: 100 },
  );
  return (await api.send('admin', 'GET', '/api/projects/gdrive/create/progress')).json<{
    log: string;
    status: string;
  }>();
};

describe('the Google Drive provider, when a service account is configured', () => {
  it('signs the token request and makes the project folder and its six folders in the shared parent', async () => {
    const project = await api.project({ title: 'Solar panels explainer' });
    expect((await api.send('admin', 'POST', `/api/projects/${project.id}/gdrive/create`)).statusCode).toBe(200);
    const progress = await finishedSetup(project.id);
    expect(progress.status).toBe('complete');
    expect(progress.log).toContain('Complete.');

    const [assertion] = tokenAssertions;
    expect(assertion?.signatureValid).toBe(true);
    expect(assertion?.header.alg).toBe('RS256');
    expect(assertion?.claims).toMatchObject({
      iss: google.credentials.client_email,
      scope: 'https://www.googleapis.com/auth/drive',
    });
    expect(unauthorized).toEqual([]);

    expect(created.map(({ name, parents }) => ({ name, parents }))).toEqual([
      { name: 'Solar panels explainer', parents: [parentFolderId] },
      ...driveProjectFolders.map((name) => ({ name, parents: ['folder-1'] })),
    ]);
    expect(created.every((folder) => folder.mimeType === 'application/vnd.google-apps.folder')).toBe(true);
    const view = await api.send('pm', 'GET', `/api/projects/${project.id}`);
    expect(view.json().project.gdriveFolder).toBe('https://drive.google.com/drive/folders/folder-1');
  });

  it('ends the log with a clear error line when Drive refuses, and links nothing', async () => {
    failCreatesNamed = 'music';
    const project = await api.project({ title: 'Refused by Drive' });
    expect((await api.send('admin', 'POST', `/api/projects/${project.id}/gdrive/create`)).statusCode).toBe(200);
    const progress = await finishedSetup(project.id);
    failCreatesNamed = null;
    expect(progress.status).toBe('failed');
    expect(progress.log).not.toContain('Complete.');
    expect(progress.log.trim().split('\n').at(-1)).toBe(
      'Error: the drive setup stopped: The user does not have sufficient permissions for this file.',
    );
    expect(progress.log).toContain('Folder ready: voice');
    expect((await api.send('admin', 'GET', `/api/projects/${project.id}`)).json().project.gdriveFolder).toBeNull();
    // Once failed, the project may be set up again.
    expect((await api.send('admin', 'POST', `/api/projects/${project.id}/gdrive/create`)).statusCode).toBe(200);
  });
});
