import { sql } from 'drizzle-orm';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';

/**
 * A notification as the log shows it (`Notification`), written by PostgreSQL (decision 082): the one
 * definition of that view. Not whose log it is, nor the ids the mails and mutes go by.
 */
export const notificationViewJson = sql<string>`json_build_object('_id', "notifications"."id", 'read', "notifications"."read",
  'actor', json_build_object('name', "notifications"."actor_name", 'picture', coalesce("notifications"."actor_picture", ${defaultAvatar})),
  'actionType', "notifications"."action_type", 'itemType', "notifications"."item_type", 'itemTitle', "notifications"."item_title",
  'itemAction', "notifications"."item_action", 'itemFor', "notifications"."item_for", 'itemStatus', "notifications"."item_status",
  'text', "notifications"."text", 'html', "notifications"."html", 'url', "notifications"."url", 'itemId', "notifications"."item_id",
  'tag', "notifications"."tag", 'created', ${isoTimeOf(sql`"notifications"."created_at"`)})::text`;
