import type { ModuleContext } from '#server/modules/module-context.ts';
import { commentTextReadableBy } from '#server/modules/comments/index.ts';
import { searchableProjects } from '#server/modules/projects/index.ts';
import { excerptParts, minSubstringLength, projectSearchScope, searchResultLimit, type TopSearchResponse } from '#shared/search/search.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { searchProjectTexts, searchStatement, type SearchRequest } from './queries.ts';

const readerOf = (viewer: SessionUser) => ({ projects: searchableProjects(viewer._id, projectSearchScope(viewer)), comments: commentTextReadableBy(viewer) });
const requestOf = (term: string): SearchRequest => ({ term, substringsEverywhere: [...term].length >= minSubstringLength, limit: searchResultLimit });

/** The statement a search runs, for reading its plan on a scaled studio (scripts/bench/search-plans.ts). */
export const searchStatementFor = (viewer: SessionUser, term: string) => searchStatement(readerOf(viewer), requestOf(term));

/**
 * The top bar's search (issue 16): projects whose title, scenes, raw script or readable comments hold the
 * term, only among the projects the user may find, and only in comments whose text the user may read.
 */
export const searchEverything = async ({ db }: ModuleContext, { viewer, term }: { viewer: SessionUser; term: string }): Promise<TopSearchResponse> => {
  if (term === '') return { items: [] };
  const rows = await searchProjectTexts(db, readerOf(viewer), requestOf(term));
  return {
    items: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      type: 'project',
      feed: null,
      updated: row.updatedAt.toISOString(),
      matchedIn: row.matchedIn,
      excerpt: excerptParts(row.excerpt),
    })),
  };
};
