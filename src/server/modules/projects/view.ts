import { isContrib, type Actor } from '#shared/users/levels.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import type { LoadedProject } from './access.ts';
import type { ProjectVersionRow } from './queries.ts';

/** What a project looks like to one actor: the drive folder is for contributors only. */
export const toProjectView = (
  { row, collabs }: Pick<LoadedProject, 'row' | 'collabs'>,
  versions: readonly ProjectVersionRow[],
  listed: boolean,
  actor: Actor | null,
): ProjectView => ({
  _id: row.id,
  title: row.title,
  slug: row.slug,
  status: row.status,
  scriptStatus: row.scriptStatus,
  storyboardStatus: row.storyboardStatus,
  purchased: row.purchased,
  type: row.type,
  internal: row.type === 'internal',
  starred: row.starred,
  onhold: row.onhold,
  deleted: row.deleted,
  updated: row.updatedAt.toISOString(),
  created: row.createdAt.toISOString(),
  listed,
  collabs,
  wordCount: row.wordCount,
  sceneCount: row.sceneCount,
  progress: row.progress,
  checklist: row.checklist,
  gdriveFolder: isContrib(actor) ? row.gdriveFolder : null,
  metaVersion: row.metaVersion,
  videoUrl: row.videoUrl,
  videoCoverUrl: row.videoCoverUrl,
  videoPreview: row.videoPreview,
  videoWatermarked: row.videoWatermarked,
  videoFull: row.videoFull,
  published: row.published,
  allowPortfolio: row.allowPortfolio,
  portfolio: row.portfolio,
  versions: versions.map((version) => ({
    id: version.id,
    title: version.title,
    purchased: version.purchased,
    editing: version.editing,
    voiceChange: version.voiceChange,
    drawing: version.drawing,
    videoPreview: version.videoPreview,
    videoFull: version.videoFull,
  })),
});
