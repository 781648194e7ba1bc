import { notificationsStore } from '@mantine/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from '#client/lib/api-client.ts';
import { loadPageData } from '#client/lib/page-data.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The client's one API wrapper against the real server: only the browser's window and document
 * are stood in for, since this runs in Node.
 */
let t: TestApp;
let origin: string;
const assign = vi.fn();

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/explode', async () => {
    throw new Error('database on fire');
  });
  t.app.get('/api/test/teapot', async (_request, reply) => reply.status(418).send({}));
  t.app.get('/api/test/conflict', async (_request, reply) => reply.status(409).send({ message: 'Edited meanwhile' }));
  t.app.get('/api/test/not-deleted', async () => ({ message: 'Not a collaborator', deleted: false }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  vi.stubGlobal('window', { location: { pathname: '/app/jobs', search: '?status=open', hash: '#top', assign } });
  vi.stubGlobal('document', {
    getElementById: () => ({
      textContent: JSON.stringify({ user: null, locale: 'en', mediaHost: '/media/', memo: null }),
    }),
  });
  await loadPageData();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});
beforeEach(() => {
  assign.mockClear();
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

const toasts = () =>
  notificationsStore.getState().notifications.map(({ message, color, autoClose }) => ({ message, color, autoClose }));

describe('apiRequest', () => {
  it('sends the browser to redirectUrl with the current address on 401', async () => {
    await expect(apiRequest(`${origin}/api/accounts/me`)).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/auth/login?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen%23top');
    expect(toasts()).toEqual([]);
  });

  it("shows the body's message as an error toast for 1500 ms", async () => {
    const failure = apiRequest(`${origin}/api/nothing`);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Not found: GET /api/nothing' });
    expect(toasts()).toEqual([{ message: 'Not found: GET /api/nothing', color: 'red', autoClose: 1500 }]);
  });

  it("shows 'Unexpected error occurred' on 500, with the request's reference, and when the body has no message", async () => {
    const reference = /^Unexpected error occurred \(reference [0-9a-f-]{36}\)$/;
    await expect(apiRequest(`${origin}/api/test/explode`)).rejects.toMatchObject({
      status: 500,
      message: expect.stringMatching(reference),
    });
    await expect(apiRequest(`${origin}/api/test/teapot`)).rejects.toMatchObject({
      status: 418,
      message: 'Unexpected error occurred',
    });
    expect(toasts().map((toast) => toast.message)).toEqual([
      expect.stringMatching(reference),
      'Unexpected error occurred',
    ]);
  });

  it('stays quiet for silent calls and shows success messages when asked', async () => {
    await expect(apiRequest(`${origin}/api/nothing`, { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(toasts()).toEqual([]);
    const user = await t.createUser('staff');
    const body = await apiRequest<{ message: string }>(`${origin}/auth/login`, {
      method: 'POST',
      body: { email: user.email, password: user.password },
      notifySuccess: true,
    });
    expect(body.message).toBe('Signed in');
    expect(toasts()).toEqual([{ message: 'Signed in', color: 'green', autoClose: 1500 }]);
  });

  it("shows spec §8's fixed message instead of the server's when the call names one", async () => {
    await expect(
      apiRequest(`${origin}/api/nothing`, { failureMessage: 'Error Updating Project' }),
    ).rejects.toMatchObject({ status: 404, message: 'Not found: GET /api/nothing' });
    expect(toasts()).toEqual([{ message: 'Error Updating Project', color: 'red', autoClose: 1500 }]);
  });

  it('leaves the statuses a screen explains itself without a toast, and toasts the others', async () => {
    await expect(
      apiRequest(`${origin}/api/test/conflict`, { failureMessage: 'Error saving changes', quietStatuses: [409] }),
    ).rejects.toMatchObject({ status: 409 });
    expect(toasts()).toEqual([]);
    await expect(
      apiRequest(`${origin}/api/nothing`, { failureMessage: 'Error saving changes', quietStatuses: [409] }),
    ).rejects.toMatchObject({ status: 404 });
    expect(toasts().map((toast) => toast.message)).toEqual(['Error saving changes']);
  });

  it('shows a success message as a warning when the answer says nothing was deleted', async () => {
    await apiRequest(`${origin}/api/test/not-deleted`, { notifySuccess: true });
    expect(toasts()).toEqual([{ message: 'Not a collaborator', color: 'yellow', autoClose: 1500 }]);
  });
});
