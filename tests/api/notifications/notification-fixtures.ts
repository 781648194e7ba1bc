import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projects } from '#server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import type { Caller } from '../comments/comment-fixtures.ts';

export { caller, insertProject, insertScene, type Caller } from '../comments/comment-fixtures.ts';

export const addCollaborators = async (db: Db, projectId: string, userIds: readonly string[]): Promise<void> => {
  await db.insert(projectCollabs).values(userIds.map((userId) => ({ projectId, userId })));
};

export const makeInternal = async (db: Db, projectId: string): Promise<void> => {
  await db.update(projects).set({ type: 'internal' }).where(eq(projects.id, projectId));
};

export const notificationsOf = async (who: Caller): Promise<NotificationListResponse> => {
  const response = await who.get('/api/notifs');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationListResponse>();
};
