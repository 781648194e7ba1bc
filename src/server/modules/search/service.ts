import type { ViewerCheck } from '#server/db/viewer-check.ts';
import { containsPattern } from '#server/db/like.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { commentTextReaderOf } from '#server/modules/comments/index.ts';
import {
  excerptParts,
  minSubstringLength,
  projectSearchScope,
  searchResultLimit,
  type TopSearchResponse,
} from '#shared/search/search.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { searchProjectTexts, searchReaderOf, searchStatement, type SearchShape } from './queries.ts';

/** Substrings are looked for beyond titles only when the trigram indexes can serve them. */
const substringsEverywhere = (term: string) => [...term].length >= minSubstringLength;

/** Who searches, in the terms of the shared rules: which projects they may find, and whose comments' text they may read. */
const shapeOf = (viewer: SessionUser, term: string): SearchShape => {
  const { tags, readsHidden } = commentTextReaderOf(viewer);
  return {
    projects: projectSearchScope(viewer),
    comments: { tags, readsHidden },
    substringsEverywhere: substringsEverywhere(term),
  };
};

/** The statement a search runs, with its values written in, for reading its plan on a scaled studio (scripts/bench/search-plans.ts). */
export const searchStatementFor = (viewer: SessionUser, term: string) => {
  const shape = shapeOf(viewer, term);
  return searchStatement(searchReaderOf(shape, viewer._id), {
    term,
    pattern: containsPattern(term),
    substringsEverywhere: shape.substringsEverywhere,
    limit: searchResultLimit,
  });
};

/**
 * The top bar's search (issue 16): projects whose title, scenes, raw script or readable comments hold the
 * term, only among the projects the user may find, and only in comments whose text the user may read.
 */
export const searchEverything = async (
  { db }: ModuleContext,
  { viewer, term, check }: { viewer: SessionUser; term: string; check: ViewerCheck },
): Promise<TopSearchResponse> => {
  if (term === '') return { items: [] };
  const rows = await searchProjectTexts(db, shapeOf(viewer, term), {
    readerId: viewer._id,
    term,
    pattern: containsPattern(term),
    check,
  });
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
