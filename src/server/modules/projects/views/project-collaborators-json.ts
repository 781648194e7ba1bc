import { sql } from 'drizzle-orm';
import { projectCollabs, users } from '#server/db/schema/index.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import type { ProjectCollab } from '#shared/projects/project.ts';

/**
 * The collaborators of the row of `projects` a one-table select is on, oldest first. Drizzle leaves
 * columns unqualified in a one-table select, so the correlated subquery names the outer table itself.
 */
export const collaboratorsOfProjectRow = sql<ProjectCollab[]>`coalesce((
  select json_agg(json_build_object('_id', u.id, 'name', u.name, 'picture', coalesce(u.picture, ${defaultAvatar}), 'level', u.level, 'role', u.roles) order by c.created_at)
  from ${projectCollabs} c join ${users} u on u.id = c.user_id where c.project_id = "projects"."id"), '[]'::json)`;
