export interface ProjectListParams {
  listed?: boolean;
  deleted?: boolean;
  type?: 'internal' | 'client';
  status?: string;
  limit?: number;
}

/** The admin's My Projects list: the projects they put on it (listed=true), one page. */
export const adminMyProjectsParams: ProjectListParams = { listed: true };

/**
 * The dashboard's My Projects (spec §2): beside the admins' to-do board, the left menu's own list (decision 054);
 * for everyone else just the cards shown.
 */
export const myProjectsPanelParams = ({ limit, sharesMenuList }: { limit: number; sharesMenuList: boolean }) =>
  sharesMenuList ? adminMyProjectsParams : { listed: true, limit };

/**
 * Every query of the projects module, keyed under 'projects' so that one invalidation of `all`
 * refreshes what a scene or script change recounts (lists, the project, its cart and cost).
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  search: (term: string) => ['projects', 'search', term] as const,
  one: (projectId: string) => ['projects', 'one', projectId] as const,
  covers: (projectId: string) => ['projects', 'one', projectId, 'covers'] as const,
  payments: (projectId: string) => ['projects', 'one', projectId, 'payments'] as const,
  cart: (projectId: string, version: string | undefined) =>
    ['projects', projectId, 'cart', version ?? 'original'] as const,
  cost: (projectId: string, version: string | undefined) =>
    ['projects', projectId, 'cost', version ?? 'original'] as const,
  /** The cart and cost of the project and of each version: a payment starting or ending holds or frees them (decision 092). */
  carts: (projectId: string) => ['projects', projectId] as const,
  /** One drive setup's log, polled while it runs (decision 067). */
  driveProgress: (setupId: string) => ['projects', 'drive-progress', setupId] as const,
  portfolioEntry: (slug: string) => ['portfolio', slug] as const,
};
