import type { TestApp } from '../../support/test-app.ts';

/** Posts one cart action as the holder of the cookie (or a visitor). */
export const postCart = async (t: TestApp, projectId: string, body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/cart`,
    payload: body,
    headers: cookie ? { cookie } : {},
  });

export const getCart = async (t: TestApp, projectId: string, cookie?: string, version?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/cart${version ? `?version=${version}` : ''}`,
    headers: cookie ? { cookie } : {},
  });

export const itemIds = (cart: { items: { id: string }[] }): string[] => cart.items.map((entry) => entry.id);
