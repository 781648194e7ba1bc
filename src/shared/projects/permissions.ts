import { hasAnyRole, isCollab, isContrib, isPm, isPower, type Actor, type CollabRecord } from '../users/levels.ts';
import { can } from '../users/permissions.ts';
import {
  hasStoryboard,
  isPurchaseOffered,
  isRawScriptOpen,
  isScriptEditable,
  areDiscountsOffered,
  type ProjectStatusRecord,
} from './status.ts';

/** The least the project permissions need: statuses, the purchased flag and collaborator ids. */
export interface ProjectRecord extends ProjectStatusRecord, CollabRecord {}

/** Spec §6: PM, or a contributor with role script or translation. */
export const canEditScript = (user: Actor | null | undefined): boolean =>
  isPm(user) || (isContrib(user) && hasAnyRole(user, ['script', 'translation']));

/** Spec §5: scene text is read-only unless the user may edit the script and the script is editable. */
export const canEditSceneText = (user: Actor | null | undefined, project: Pick<ProjectRecord, 'status'>): boolean =>
  canEditScript(user) && isScriptEditable(project.status);

/** Spec §6: PM, power user, or a contributor with role storyboard or storyboard-changes. */
export const canEditStoryboard = (user: Actor | null | undefined): boolean =>
  isPm(user) || isPower(user) || (isContrib(user) && hasAnyRole(user, ['storyboard', 'storyboard-changes']));

/** Spec §6: the scene list is hidden from non-power users while the status is new. */
export const canSeeSceneList = (user: Actor | null | undefined, project: Pick<ProjectRecord, 'status'>): boolean =>
  project.status !== 'new' || isPower(user);

/** Spec §4, §6: contributors select a scene's status once a storyboard exists. */
export const canSelectSceneStatus = (user: Actor | null | undefined, project: Pick<ProjectRecord, 'status'>): boolean =>
  isContrib(user) && hasStoryboard(project.status);

/** Spec §6: addons, collaborators, cart, brief, approvals, messages and allow portfolio are for collaborators. */
export const canUseCollaboratorFeatures = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  isCollab(user, project);

/** Spec §6: collaborator changes are allowed for a PM or a current collaborator, which is exactly isCollab. */
export const canChangeCollaborators = canUseCollaboratorFeatures;

/**
 * Spec §6 gives collaborators the video menu; power users get it too, to check what the client
 * receives. It shows before the purchase so its Download can say why it is locked (decision 042);
 * `videoDownloadBlock` in ./video/video.ts decides the download itself.
 */
export const canSeeVideoMenu = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  isCollab(user, project) || isPower(user);

export const canPurchase = (user: Actor | null | undefined, project: ProjectRecord): boolean =>
  isCollab(user, project) && isPurchaseOffered(project);

/** Spec §4: ready without purchase shows discounts to collaborators. */
export const canSeeDiscounts = (user: Actor | null | undefined, project: ProjectRecord): boolean =>
  isCollab(user, project) && areDiscountsOffered(project);

/**
 * Spec §6 gives the raw script to every logged-in user; like the rename (below), we take that to
 * mean one who works on the project: its collaborators and project managers (decision 046), not
 * anyone who was sent its link.
 */
export const canWriteRawScript = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  isCollab(user, project);

/**
 * The script as the client submitted it, with their comments for the writer: theirs to see again,
 * and the contributors' to write from.
 */
export const canReadRawScript = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  isCollab(user, project) || isContrib(user);

/** Spec §4: the raw script is taken only while the project is new. */
export const canSubmitRawScript = (
  user: Actor | null | undefined,
  project: Pick<ProjectRecord, 'status' | 'collabs'>,
): boolean => canWriteRawScript(user, project) && isRawScriptOpen(project.status);

/** Spec §2: the storyboard brief shows only while storyboarding with the storyboard still new. */
export const isStoryboardBriefOpen = (project: Pick<ProjectRecord, 'status' | 'storyboardStatus'>): boolean =>
  project.status === 'storyboarding' && project.storyboardStatus === 'new';

export const canSubmitStoryboardBrief = (user: Actor | null | undefined, project: ProjectRecord): boolean =>
  isCollab(user, project) && isStoryboardBriefOpen(project);

/**
 * The saved brief is read by the collaborators who gave it (to change it while it is open) and by
 * whoever may draw the storyboard, whatever the status: the artist keeps drawing from it once it closes.
 */
export const canReadStoryboardBrief = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  isCollab(user, project) || canEditStoryboard(user);

/** A trashed project stays reachable by power users, who work on every project; to everyone else it is gone. */
export const canSeeTrashedProject = (user: Actor | null | undefined): boolean => isPower(user);

/**
 * Whose projects a list covers. Admins list every project. Spec §6 counts a project manager as a
 * collaborator of every project, and the Status select is how they find the studio's work (new orders
 * waiting first): a list filtered by status covers every project for them too. Without a status, a
 * PM's list stays the projects they work on (My Projects).
 */
export const listCoversEveryProject = (user: Actor | null | undefined, statusChosen: boolean): boolean =>
  can(user, 'filterProjectsByType') || (statusChosen && can(user, 'filterProjectsByStatus'));

/** The top bar's search: power users find every live project, everyone else only their own. */
export const canSearchEveryProject = (user: Actor | null | undefined): boolean => isPower(user);

/** An internal project is the studio's own work: it is never shown to clients, in a list, a search or a notification. */
export const canSeeInternalProject = (user: Actor | null | undefined): boolean => isContrib(user);

/** Spec §6 "Power users also see ... collaborators": the avatars on every project card. */
export const canSeeCardCollaborators = (user: Actor | null | undefined): boolean => can(user, 'seeCollaborators');

/** The project's collaborators: its own collaborators see who they work with, power users see them everywhere. */
export const canSeeCollaborators = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  isCollab(user, project) || canSeeCardCollaborators(user);

export const projectSections = [
  'scenes',
  'script',
  'socialmedia',
  'sb-brief',
  'addons',
  'collabs',
  'jobs',
  'settings',
] as const;
export type ProjectSection = (typeof projectSections)[number];

/**
 * Left navigation per spec §2, §6: anyone with the link sees scenes and script; collaborators the
 * addons, collaborators and (when open) the brief; power users also the collaborators; contributors
 * the jobs; PMs Cover & Titles and settings.
 */
export const canSeeProjectSection = (
  user: Actor | null | undefined,
  project: ProjectRecord,
  section: ProjectSection,
): boolean => {
  switch (section) {
    case 'scenes':
    case 'script':
      return true;
    case 'sb-brief':
      return isCollab(user, project) && isStoryboardBriefOpen(project);
    case 'addons':
      return isCollab(user, project);
    case 'collabs':
      return canSeeCollaborators(user, project);
    case 'jobs':
      return can(user, 'viewProjectJobsSection');
    case 'socialmedia':
      return can(user, 'editCoverAndTitles');
    case 'settings':
      return can(user, 'openProjectSettings');
  }
};

export const visibleProjectSections = (user: Actor | null | undefined, project: ProjectRecord): ProjectSection[] =>
  projectSections.filter((section) => canSeeProjectSection(user, project, section));

/**
 * Spec §6 lets every logged-in user edit the title; we take that to mean a logged-in user who works on
 * the project (a collaborator or a power user), not anyone who was sent its share link.
 */
export const canRenameProject = (user: Actor | null | undefined, project: ProjectRecord): boolean =>
  can(user, 'editProjectTitle') && (isCollab(user, project) || isPower(user));

/** Collaborators may let their finished video appear in the portfolio; PMs may too. */
export const canAllowPortfolio = (user: Actor | null | undefined, project: ProjectRecord): boolean =>
  isCollab(user, project);

/** An admin may add themself (spec §6); otherwise a PM or a current collaborator changes collaborators. */
export const canAddCollaborator = (
  user: Actor | null | undefined,
  project: ProjectRecord,
  targetUserId: string | null,
): boolean =>
  canChangeCollaborators(user, project) || (can(user, 'addSelfAsCollaborator') && targetUserId === user?._id);
