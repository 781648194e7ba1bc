import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEn } from '#shared/i18n/app-en.ts';
import { translatorFor } from '#shared/i18n/index.ts';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('#client/lib/toasts.ts', () => ({ showToast: (_kind: string, message: string) => toasts.push(message) }));
vi.mock('#client/lib/page-data.ts', () => ({ t: translatorFor(appEn) }));

const { apiRequest } = await import('#client/lib/api-client.ts');

const answer = (status: number, body: object) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('apiRequest failures (decision 105)', () => {
  it("names a server failure's request id in the toast, so a user's report finds its log lines", async () => {
    answer(500, { message: 'Unexpected error occurred', requestId: 'lb-7f3a' });
    await expect(apiRequest('/api/projects')).rejects.toThrow('Unexpected error occurred (reference lb-7f3a)');
    expect(toasts).toEqual(['Unexpected error occurred (reference lb-7f3a)']);
  });

  it("shows a refusal's own message, with no reference", async () => {
    answer(400, { message: 'Title is required' });
    await expect(apiRequest('/api/projects')).rejects.toThrow('Title is required');
    expect(toasts).toEqual(['Title is required']);
  });
});
