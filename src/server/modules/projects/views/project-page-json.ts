import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { projectCollabs, projects, projectVersions } from '#server/db/schema/index.ts';
import { waterColorItemId } from '#shared/projects/versions/extensions.ts';
import { cardFieldPairs, listedByReader, type ProjectCardReader } from './project-card-json.ts';
import { collaboratorsOfProjectRow } from './project-collaborators-json.ts';

/** A rule's answer for a collaborator of the project and for anyone else, decided before the read. */
export interface ByCollaboration {
  asCollaborator: boolean;
  otherwise: boolean;
}

/** The reader's decisions, what the page's SQL is written for (one prepared statement per set). */
export interface ProjectPageDecisions extends ProjectCardReader {
  seesDriveFolder: boolean;
  seesRecordings: boolean;
  seesCollaborators: ByCollaboration;
  readsBrief: ByCollaboration;
  /** Whether a full video's address reaches them: for a purchased delivery, and for one not purchased yet. */
  seesFullVideo: { purchased: ByCollaboration; notPurchased: ByCollaboration };
}

/**
 * The reader's own row among the project's collaborators, which the page's read joins once for every
 * decision that reads it; PostgreSQL drops the join (a unique key, no column read) when none does.
 */
export const readerCollaboration = alias(projectCollabs, 'reader_collaboration');
const readerIsCollaborator = sql`${readerCollaboration.userId} is not null`;

/** The extension version the page names, which the page's read joins by its key among the project's. */
export const activeVersion = alias(projectVersions, 'active_version');

/** A decision as SQL on the project row: a constant when both answers agree, which the plan folds away. */
const collaborationDecision = ({ asCollaborator, otherwise }: ByCollaboration): SQL => {
  if (asCollaborator === otherwise) return sql.raw(String(otherwise));
  return asCollaborator ? readerIsCollaborator : sql`not ${readerIsCollaborator}`;
};

/** The value where the decision lets it through, else null. */
const shownIf = (decision: SQL, value: SQL): SQL => sql`case when ${decision} then ${value} end`;

const fullVideoOf = (
  delivery: { purchased: SQL; videoFull: SQL },
  { purchased, notPurchased }: ProjectPageDecisions['seesFullVideo'],
): SQL => {
  const samePurchasedOrNot =
    purchased.asCollaborator === notPurchased.asCollaborator && purchased.otherwise === notPurchased.otherwise;
  const decision = samePurchasedOrNot
    ? collaborationDecision(purchased)
    : sql`case when ${delivery.purchased} then ${collaborationDecision(purchased)} else ${collaborationDecision(notPurchased)} end`;
  return shownIf(decision, delivery.videoFull);
};

const recordingOf = (reader: ProjectPageDecisions, key: SQL): SQL => (reader.seesRecordings ? key : sql`null`);

/** The extension versions of the outer project row as the page shows them to the reader, oldest first: no cart, no dates. */
const versionsOfProjectRow = (reader: ProjectPageDecisions) => sql`coalesce((
  select json_agg(json_build_object('id', v.id, 'title', v.title, 'purchased', v.purchased, 'editing', v.editing, 'voiceChange', v.voice_change,
    'drawing', v.drawing, 'videoPreview', v.video_preview, 'videoWatermarked', v.video_watermarked,
    'videoFull', ${fullVideoOf({ purchased: sql`v.purchased`, videoFull: sql`v.video_full` }, reader.seesFullVideo)},
    'deliveredVoice', ${recordingOf(reader, sql`v.delivered_voice`)}, 'deliveredMusic', ${recordingOf(reader, sql`v.delivered_music`)}) order by v.created_at)
  from ${projectVersions} v where v.project_id = ${projects.id}), '[]'::json)`;

/**
 * Spec §9: a project whose cart holds the water color option (the SQL form of the shared
 * `isWaterColorCart`, which a test holds to it).
 */
const waterColorOfCart = (cart: SQL): SQL<boolean> =>
  sql<boolean>`coalesce((${cart} -> 'items') @> jsonb_build_array(jsonb_build_object('id', ${sql.raw(`'${waterColorItemId}'`)}::text)), false)`;

/**
 * A project page as the reader sees it (`ProjectView`), written by PostgreSQL: the one definition of
 * that view (decision 084), for the page and for the answer to every change of a project. The read
 * that writes it joins `readerCollaboration` and `activeVersion`.
 */
export const projectViewJson = (
  shape: ProjectPageDecisions,
) => sql<string>`json_build_object(${cardFieldPairs(shape)}, 'listed', ${listedByReader},
  'collabs', case when ${collaborationDecision(shape.seesCollaborators)} then ${collaboratorsOfProjectRow} else '[]'::json end,
  'activeVersion', ${activeVersion.id},
  'created', ${isoTimeOf(sql`${projects.createdAt}`)}, 'checklist', ${projects.checklist},
  'gdriveFolder', ${shape.seesDriveFolder ? sql`${projects.gdriveFolder}` : sql`null`}, 'metaVersion', ${projects.metaVersion},
  'storyboards', ${projects.storyboards}, 'videoUrl', ${projects.videoUrl}, 'videoPreview', ${projects.videoPreview}, 'videoWatermarked', ${projects.videoWatermarked},
  'videoFull', ${fullVideoOf({ purchased: sql`${projects.purchased}`, videoFull: sql`${projects.videoFull}` }, shape.seesFullVideo)},
  'deliveredVoice', ${recordingOf(shape, sql`${projects.deliveredVoice}`)}, 'deliveredMusic', ${recordingOf(shape, sql`${projects.deliveredMusic}`)},
  'published', ${projects.published}, 'allowPortfolio', ${projects.allowPortfolio}, 'portfolio', ${projects.portfolio},
  'versions', ${versionsOfProjectRow(shape)}, 'waterColor', ${waterColorOfCart(sql`${projects.cart}`)},
  'storyboardBrief', ${shownIf(collaborationDecision(shape.readsBrief), sql`${projects.storyboardBrief}`)})::text`;
