import { can } from '#shared/users/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import { canDownloadVideo, type VideoDelivery } from '#shared/projects/video/video.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { canReadStoryboardBrief, canSeeCollaborators } from '#shared/projects/permissions.ts';
import { isWaterColorCart } from '#shared/projects/versions/extensions.ts';
import type { LoadedProject } from './access.ts';
import type { ProjectVersionSummaryRow, ProjectViewRow } from './queries.ts';

/**
 * What a project looks like to one actor: the drive folder is for contributors only, the brief for
 * its readers, and a full video for those who may download it or set it in settings, since its
 * address is the download.
 */
export const toProjectView = (
  { row, collabs }: { row: ProjectViewRow; collabs: LoadedProject['collabs'] },
  versions: readonly ProjectVersionSummaryRow[],
  listed: boolean,
  actor: Actor | null,
  activeVersion: string | null = null,
): ProjectView => {
  const record = { collabs: collabs.map((collab) => collab._id) };
  const fullVideo = (delivery: VideoDelivery) =>
    canDownloadVideo(actor, record, delivery) || can(actor, 'openProjectSettings') ? delivery.videoFull : null;
  const recording = (key: string | null) => (can(actor, 'downloadAudioAndMusic') ? key : null);
  // Spec §6: progress, the internal tag and collaborators are for power users; the collaborators
  // section also shows a project's collaborators to one another (shared canSeeCollaborators).
  const seesInternal = can(actor, 'seeInternalTag');
  return {
    ...row.card,
    listed,
    collabs: canSeeCollaborators(actor, record) ? collabs : [],
    ...(seesInternal ? {} : { type: 'client' as const, internal: false }),
    progress: can(actor, 'seeProgressBar') ? row.card.progress : 0,
    activeVersion,
    created: row.createdAt.toISOString(),
    checklist: row.checklist,
    gdriveFolder: can(actor, 'viewDriveFolderLink') ? row.gdriveFolder : null,
    metaVersion: row.metaVersion,
    videoUrl: row.videoUrl,
    videoPreview: row.videoPreview,
    videoWatermarked: row.videoWatermarked,
    videoFull: fullVideo(row),
    deliveredVoice: recording(row.deliveredVoice),
    deliveredMusic: recording(row.deliveredMusic),
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
      videoWatermarked: version.videoWatermarked,
      videoFull: fullVideo(version),
      deliveredVoice: recording(version.deliveredVoice),
      deliveredMusic: recording(version.deliveredMusic),
    })),
    waterColor: isWaterColorCart(row.cart),
    storyboardBrief: canReadStoryboardBrief(actor, record) ? row.storyboardBrief : null,
  };
};
