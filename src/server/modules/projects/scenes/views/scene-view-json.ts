import { sql, type SQL } from 'drizzle-orm';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { scenes, users } from '#server/db/schema/index.ts';

/**
 * A scene as every answer shows it (`SceneView`), written by PostgreSQL: the one definition of the
 * scene's view (decision 082). Whether the reader sees the review flag is written into the SQL: as a
 * value, PostgreSQL would plan each call anew to leave out the reviewer's name where it is not shown.
 */
export const sceneViewJson = (showsReview: boolean, mediaPrefix: SQL) => sql`json_build_object(
  '_id', ${scenes.id}, 'versionId', ${scenes.versionId}, 'position', ${scenes.position}, 'text', ${scenes.text}, 'status', ${scenes.status},
  'image', ${mediaPrefix}::text || nullif(${scenes.image}, ''), 'ext', ${scenes.ext}, 'numbers', ${scenes.numbers},
  'hasSketch', coalesce(octet_length(${scenes.sketch}), 0) > 0, 'revision', ${scenes.revision},
  'updatedBy', (select editor.name from ${users} editor where editor.id = ${scenes.updatedBy}), 'updated', ${isoTimeOf(sql`${scenes.updatedAt}`)},
  'review', ${
    showsReview
      ? sql`case when ${scenes.reviewChangedAt} is not null then json_build_object(
    'by', (select reviewer.name from ${users} reviewer where reviewer.id = ${scenes.reviewChangedBy}), 'at', ${isoTimeOf(sql`${scenes.reviewChangedAt}`)}) end`
      : sql`null`
  })`;

/** The scenes of the outer rows, in order, as one JSON array. */
export const sceneViewsJson = (showsReview: boolean, mediaPrefix: SQL) =>
  sql<string>`coalesce(json_agg(${sceneViewJson(showsReview, mediaPrefix)} order by ${scenes.position}, ${scenes.id}), '[]')::text`;
