import { sql } from 'drizzle-orm';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { projectListings, projects } from '#server/db/schema/index.ts';
import { readerIdValue } from '../queries.ts';
import { collaboratorsOfProjectRow } from './project-collaborators-json.ts';

/**
 * What the shared rules let the reader see on every project card, decided before the read (spec §6:
 * the progress bar and the internal tag are for power users): the lists' cards and the project page.
 */
export interface ProjectCardReader {
  seesInternalTag: boolean;
  seesProgress: boolean;
}

/** Whether the reader put the project on their own list; as above, the subquery names the outer table itself. */
export const listedByReader = sql<boolean>`exists (select 1 from ${projectListings} l where l.project_id = "projects"."id" and l.user_id = ${readerIdValue})`;

/**
 * A project card's own fields as the pairs of a JSON object PostgreSQL writes: the one definition of
 * the card (decision 082), for the lists' cards and for the project page, which shows them too.
 */
export const cardFieldPairs = (
  reader: ProjectCardReader,
) => sql`'_id', ${projects.id}, 'title', ${projects.title}, 'slug', ${projects.slug},
  'status', ${projects.status}, 'scriptStatus', ${projects.scriptStatus}, 'storyboardStatus', ${projects.storyboardStatus},
  'purchased', ${projects.purchased}, 'type', ${reader.seesInternalTag ? sql`${projects.type}` : sql`'client'`},
  'internal', ${reader.seesInternalTag ? sql`${projects.type} = 'internal'` : sql`false`}, 'starred', ${projects.starred},
  'onhold', ${projects.onhold}, 'deleted', ${projects.deleted}, 'updated', ${isoTimeOf(sql`${projects.updatedAt}`)},
  'wordCount', ${projects.wordCount}, 'sceneCount', ${projects.sceneCount}, 'progress', ${reader.seesProgress ? sql`${projects.progress}` : sql`0`},
  'videoCoverUrl', ${projects.videoCoverUrl}`;

/** A card of a list (`ProjectCard`), with the collaborators for readers who see them on cards (spec §6), none for the others. */
export const projectCardJson = (reader: ProjectCardReader, withCollaborators: boolean) =>
  sql<unknown>`json_build_object(${cardFieldPairs(reader)}, 'listed', ${listedByReader},
    'collabs', ${withCollaborators ? collaboratorsOfProjectRow : sql`'[]'::json`})`;
