import { expect } from 'vitest';
import { projectVersions } from '#server/db/schema/index.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import type { Payment } from '#shared/projects/purchase/schemas.ts';
import type { TestApp } from '../../support/test-app.ts';
import type { Who } from '../scenes/support.ts';

/** Spec §6: the purchase is the collaborators' (isCollab: the project's collaborators and project managers). */
export const buyers: Who[] = ['admin', 'pm', 'collabClient'];

export const addVersion = async (
  t: TestApp,
  projectId: string,
  values: { title: string; purchased?: boolean; videoFull?: string | null },
) => {
  const [row] = await t.database.db
    .insert(projectVersions)
    .values({ projectId, cart: { ...createCart('en'), hideBreakdown: false }, ...values })
    .returning({ id: projectVersions.id });
  if (!row) throw new Error('version not inserted');
  return row.id;
};

/** How many purchase notifications `cookie`'s user holds about the project. */
export const purchaseNotices = async (t: TestApp, cookie: string, projectId: string): Promise<number> => {
  await t.app.notificationsIdle();
  const response = await t.app.inject({ method: 'GET', url: '/api/notifs', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const items = response.json<{ items: { itemId: string; itemAction: string }[] }>().items;
  return items.filter((item) => item.itemId === projectId && item.itemAction === 'purchase').length;
};

export const paymentOf = (response: { json: () => unknown }): Payment =>
  (response.json() as { payment: Payment }).payment;
