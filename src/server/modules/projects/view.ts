import { can } from '#shared/users/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import { canDownloadVideo } from '#shared/projects/video/video.ts';
import { canReadStoryboardBrief, canSeeCollaborators } from '#shared/projects/permissions.ts';
import type { ProjectPageReader } from './page-queries.ts';
import type { ProjectCardReader } from './views/project-card-json.ts';
import type { ByCollaboration } from './views/project-page-json.ts';

/** Spec §6: the progress bar and the internal tag are for power users, on a card and on the page alike. */
export const projectCardReaderOf = (actor: Actor | null): ProjectCardReader => ({
  seesInternalTag: can(actor, 'seeInternalTag'),
  seesProgress: can(actor, 'seeProgressBar'),
});

/** A rule that reads the project's collaborators, asked for a project the actor collaborates on and for one they do not. */
const byCollaboration = (actor: Actor | null, rule: (project: { collabs: string[] }) => boolean): ByCollaboration => ({
  asCollaborator: rule({ collabs: actor ? [actor._id] : [] }),
  otherwise: rule({ collabs: [] }),
});

/**
 * What a project page shows one actor, decided by the shared rules before the read (decision 084):
 * the drive folder is for contributors only, the recordings for those who download them, the brief
 * for its readers, the collaborators for those who see them, and a full video for those who may
 * download it or set it in settings, since its address is the download.
 */
const decideProjectPageReader = (actor: Actor | null): ProjectPageReader => {
  const setsVideos = can(actor, 'openProjectSettings');
  // A delivery without a full video shows none whoever reads it, so the rule is asked of one that has it.
  const seesFullVideo = (purchased: boolean) =>
    byCollaboration(
      actor,
      (project) => setsVideos || canDownloadVideo(actor, project, { purchased, videoFull: 'stored' }),
    );
  return {
    readerId: actor?._id ?? null,
    decisions: Object.freeze({
      ...projectCardReaderOf(actor),
      seesDriveFolder: can(actor, 'viewDriveFolderLink'),
      seesRecordings: can(actor, 'downloadAudioAndMusic'),
      seesCollaborators: byCollaboration(actor, (project) => canSeeCollaborators(actor, project)),
      readsBrief: byCollaboration(actor, (project) => canReadStoryboardBrief(actor, project)),
      seesFullVideo: { purchased: seesFullVideo(true), notPurchased: seesFullVideo(false) },
    }),
  };
};

const visitorPageReader = decideProjectPageReader(null);
const pageReadersOfActors = new WeakMap<Actor, ProjectPageReader>();

/**
 * The decisions for this actor, made once per actor object: a remembered session hands every request
 * the same one (decision 073), and a changed user or level comes as a new object.
 */
export const projectPageReaderOf = (actor: Actor | null): ProjectPageReader => {
  if (!actor) return visitorPageReader;
  const known = pageReadersOfActors.get(actor);
  if (known) return known;
  const reader = decideProjectPageReader(actor);
  pageReadersOfActors.set(actor, reader);
  return reader;
};
