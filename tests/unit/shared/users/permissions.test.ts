import { describe, expect, it } from 'vitest';
import { appPermissionNames, can, type AppPermission } from '#shared/users/permissions.ts';
import { userRoleBodySchema, userListQuerySchema, matchesLevelFilter } from '#shared/users/schemas.ts';
import { actorNames, actors, admins, contributors, loggedIn, pms, powers, type ActorName } from '../actors.ts';
import { firstProblem } from '../../../support/validation.ts';

// The lists of spec §6, written out here so the table in src cannot drift from them unnoticed.
const whoMay: Record<AppPermission, readonly ActorName[]> = {
  viewDashboard: contributors,
  viewJobs: contributors,
  viewFeeds: contributors,
  searchPosts: contributors,
  viewProjectJobsSection: contributors,
  viewMyJobsPanel: contributors.filter((name) => !admins.includes(name)),
  viewDriveFolderLink: contributors,
  toggleSceneNumbers: contributors,
  toggleStoryboardImages: contributors,
  seeAllCommentCounts: contributors,
  seeCommentEditedMarker: contributors,
  seeAllCommentTags: contributors,
  manageUsers: admins,
  changeRolesAndLevels: admins,
  viewTodoBoard: admins,
  markJobsPaid: admins,
  manageFeeds: admins,
  addFeed: admins,
  createMemo: admins,
  filterProjectsByType: admins,
  filterJobsByStaff: admins,
  useProjectMenu: admins,
  changeCartSettings: admins,
  addSelfAsCollaborator: admins,
  listListedProjects: admins,
  loadPowerUsersOnJobList: admins,
  viewAdminsCommentTab: admins,
  editBlog: admins,
  transferProject: admins,
  manageWebhooks: admins,
  filterProjectsByStatus: pms,
  openProjectSettings: pms,
  setProjectStatus: pms,
  editCoverAndTitles: pms,
  createJob: pms,
  viewJobStats: pms,
  editChecklist: pms,
  useJobMenu: pms,
  toggleAuctionCompleted: pms,
  downloadAudioAndMusic: pms,
  offerReturnCustomerDiscount: pms,
  offerColoredStoryboard: pms,
  editPaidBy: pms,
  ignoreCartLocks: pms,
  lockCartItems: pms,
  viewPrivateCommentTab: pms,
  seeAllBids: pms,
  reviewChangedScenes: pms,
  addScenes: powers,
  deleteScenes: powers,
  dragScenes: powers,
  deleteStoryboardImage: powers,
  uploadCoverImage: powers,
  mentionUsers: powers,
  autocompleteUsers: powers,
  seeProgressBar: powers,
  seeInternalTag: powers,
  seeCollaborators: powers,
  seeNoPmWarning: powers,
  createProject: loggedIn,
  editProjectTitle: loggedIn,
  viewScriptHistory: loggedIn,
  submitRawScript: loggedIn,
  viewDiscountsPanel: loggedIn,
  replyToComments: loggedIn,
  collapseComments: loggedIn,
  postComments: actorNames,
};

describe('named permissions: every permission against every actor (spec §6)', () => {
  it('covers exactly the permissions listed in the spec', () => {
    expect([...appPermissionNames].sort()).toEqual(Object.keys(whoMay).sort());
  });

  const cells = appPermissionNames.flatMap((permission) => actorNames.map((name) => [permission, name] as const));
  it.each(cells)('%s for %s', (permission, name) => {
    expect(can(actors[name], permission)).toBe(whoMay[permission].includes(name));
  });

  it('keeps clients off the dashboard, jobs and feeds', () => {
    expect(
      can(actors.client, 'viewDashboard') || can(actors.client, 'viewJobs') || can(actors.client, 'viewFeeds'),
    ).toBe(false);
  });
});

describe('user administration payloads', () => {
  it('refuses roles on a client', () => {
    const result = userRoleBodySchema.safeParse({ level: 'client', role: ['script'] });
    expect(result.success).toBe(false);
    expect(firstProblem(userRoleBodySchema, { level: 'client', role: ['script'] })).toBe('Clients cannot have roles');
    expect(userRoleBodySchema.safeParse({ level: 'freelancer', role: ['script', 'translation'] }).success).toBe(true);
  });

  it('defaults the level filter to all, the sort to name, the lookup limit to 10 and leaves disabled accounts out', () => {
    expect(userListQuerySchema.parse({})).toEqual({ level: 'all', sort: 'name', limit: 10, withDisabled: false });
    expect(userListQuerySchema.parse({ level: 'bogus', limit: '3' })).toMatchObject({ level: 'all', limit: 3 });
  });

  it('power means admin or staff', () => {
    expect(
      (['admin', 'staff', 'freelancer', 'client'] as const).map((level) => matchesLevelFilter(level, 'power')),
    ).toEqual([true, true, false, false]);
  });
});
