import { dashboardBoardProjectLimit, dashboardProjectLimit } from '#shared/app/limits.ts';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';

/**
 * Which of the dashboard's panels a user sees (spec §2, §6), and how many of their projects: the page draws its panels
 * by this rule and its loader asks for their reads by the same one.
 */
export const dashboardPanelsOf = (user: SessionUser | null) => {
  const withBoard = can(user, 'viewTodoBoard');
  return {
    withBoard,
    withMyJobs: can(user, 'viewMyJobsPanel'),
    myProjects: {
      limit: withBoard ? dashboardBoardProjectLimit : dashboardProjectLimit,
      sharesMenuList: can(user, 'listListedProjects'),
    },
  };
};
