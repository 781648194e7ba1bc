import { isAdmin, isContrib, isLoggedIn, isPm, isPower, type Actor } from './levels.ts';

type Rule = (user: Actor | null | undefined) => boolean;

/**
 * Every permission of spec §6 that depends on the user alone, by name. Permissions that also
 * depend on a record (a project, job, comment, post or feed) live in that record's module.
 */
export const appPermissions = {
  // Contributors (spec §6 "Contributors: ...").
  viewDashboard: isContrib,
  viewJobs: isContrib,
  viewFeeds: isContrib,
  searchPosts: isContrib,
  viewProjectJobsSection: isContrib,
  // Spec §2 dashboard: My Jobs only for contributors who are not admins.
  viewMyJobsPanel: (user) => isContrib(user) && !isAdmin(user),
  viewDriveFolderLink: isContrib,
  toggleSceneNumbers: isContrib,
  toggleStoryboardImages: isContrib,
  seeAllCommentCounts: isContrib,
  seeCommentEditedMarker: isContrib,
  seeAllCommentTags: isContrib,

  // Admin only (spec §6 "Admin only: ...").
  manageUsers: isAdmin,
  changeRolesAndLevels: isAdmin,
  viewTodoBoard: isAdmin,
  markJobsPaid: isAdmin,
  manageFeeds: isAdmin,
  addFeed: isAdmin,
  createMemo: isAdmin,
  filterProjectsByType: isAdmin,
  filterJobsByStaff: isAdmin,
  useProjectMenu: isAdmin,
  changeCartSettings: isAdmin,
  addSelfAsCollaborator: isAdmin,
  listListedProjects: isAdmin,
  loadPowerUsersOnJobList: isAdmin,
  viewAdminsCommentTab: isAdmin,
  // Spec §2 blog editor (issue 17).
  editBlog: isAdmin,
  // Spec §2 Transfer Project (issue 18, decision 068): the whole project leaves for another host, like a duplicate.
  transferProject: isAdmin,
  // Issue 39 (decision 108): the studio's webhooks send its news to other tools.
  manageWebhooks: isAdmin,

  // Project managers (spec §6 "Project manager: ...").
  filterProjectsByStatus: isPm,
  openProjectSettings: isPm,
  setProjectStatus: isPm,
  editCoverAndTitles: isPm,
  createJob: isPm,
  viewJobStats: isPm,
  editChecklist: isPm,
  useJobMenu: isPm,
  toggleAuctionCompleted: isPm,
  downloadAudioAndMusic: isPm,
  offerReturnCustomerDiscount: isPm,
  offerColoredStoryboard: isPm,
  editPaidBy: isPm,
  ignoreCartLocks: isPm,
  lockCartItems: isPm,
  viewPrivateCommentTab: isPm,
  seeAllBids: isPm,
  // Ours (decision 043): scenes whose text changed after the client approved the drawing.
  reviewChangedScenes: isPm,

  // Power users (spec §6 "Power user: ..." and "Power users also see ...").
  addScenes: isPower,
  deleteScenes: isPower,
  dragScenes: isPower,
  deleteStoryboardImage: isPower,
  uploadCoverImage: isPower,
  mentionUsers: isPower,
  autocompleteUsers: isPower,
  seeProgressBar: isPower,
  seeInternalTag: isPower,
  seeCollaborators: isPower,
  seeNoPmWarning: isPower,

  // Any logged-in user (spec §6 "Any logged-in user: ..."; §2 Create dropdown).
  createProject: isLoggedIn,
  editProjectTitle: isLoggedIn,
  viewScriptHistory: isLoggedIn,
  submitRawScript: isLoggedIn,
  viewDiscountsPanel: isLoggedIn,
  replyToComments: isLoggedIn,
  collapseComments: isLoggedIn,

  // Spec §5: anonymous users may post comments.
  postComments: () => true,
} as const satisfies Record<string, Rule>;

export type AppPermission = keyof typeof appPermissions;

/** Issue 35: an admin disables or enables another user's account, never their own (the studio keeps its admin). */
export const canSetUserDisabled = (user: Actor | null | undefined, targetUserId: string): boolean =>
  appPermissions.manageUsers(user) && user?._id !== targetUserId;

export const appPermissionNames = Object.keys(appPermissions) as AppPermission[];

export const can = (user: Actor | null | undefined, permission: AppPermission): boolean =>
  appPermissions[permission](user);
