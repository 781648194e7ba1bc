import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '#shared/app/page-data.ts';
import { useTestApp } from '../../support/test-app.ts';

// Each case signs in afresh: more sign-ins than the default per-minute limit.
const t = useTestApp({ config: { loginRateLimit: 1000 } });

/** Every replacement pattern String.replace reads in a replacement string, and a named group. */
const dollarPatterns = ["$'", '$&', '$`', '$1', '$$', '$<name>', "x$'y$&z$`$$$1$<a>"];

const pageDataOf = async (cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/app/', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const match = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(response.body);
  if (!match?.[1]) throw new Error(`no page data in the page: ${response.body}`);
  return pageDataSchema.parse(JSON.parse(match[1]));
};

describe('$ patterns in the text the page shell carries (issue 40, item 8)', () => {
  it.each(dollarPatterns)('a memo titled %s reaches every reader unchanged', async (pattern) => {
    const admin = await t.createUser('admin');
    const reader = await t.createUser('staff', [], 'Memo Reader');
    const title = `Closed ${pattern} on Friday`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: await t.signIn(admin.email) },
      payload: { feed: 'staff', type: 'memo', title, body: `Body ${pattern} text` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const pageData = await pageDataOf(await t.signIn(reader.email));
    expect(pageData.memo?.title).toBe(title);
    expect(pageData.memo?.bodyPreview).toBe(`Body ${pattern} text`);
  });

  it.each(dollarPatterns)('a user named %s gets their own app', async (pattern) => {
    const user = await t.createUser('client', [], `Name ${pattern} end`);
    const pageData = await pageDataOf(await t.signIn(user.email));
    expect(pageData.user?.name).toBe(`Name ${pattern} end`);
  });
});
