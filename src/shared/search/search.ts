import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { canSearchEveryProject, canSeeInternalProject } from '../projects/permissions.ts';
import type { Actor } from '../users/levels.ts';

export const maxSearchTermLength = 200;
export const searchResultLimit = 10;
/**
 * Substrings shorter than a trigram cannot use the trigram indexes, so a one- or two-letter term is
 * looked for as a substring in titles only (decision 062); words are matched everywhere.
 */
export const minSubstringLength = 3;

/** GET /api/search: the top bar's search; a blank term answers no results. */
export const searchQuerySchema = z.object({
  term: z
    .string({ error: invalid('validation.fieldRequired') })
    .trim()
    .max(maxSearchTermLength, { error: invalid('validation.searchTooLong') }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Where a project matched: what the dropdown names beside the excerpt. */
export const searchMatchSources = ['title', 'scene', 'script', 'comment'] as const;
export type SearchMatchSource = (typeof searchMatchSources)[number];

/** A run of the excerpt's text; `match` marks the words the term found. Plain text: the client never renders it as html. */
export const excerptPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type ExcerptPart = z.infer<typeof excerptPartSchema>;

/** Spec §3 search result (_id, title, type, feed, updated), with where it matched and the matching words. */
export const topSearchResultSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.literal('project'),
  feed: z.null(),
  updated: z.string(),
  matchedIn: z.enum(searchMatchSources),
  excerpt: z.array(excerptPartSchema),
});
export type TopSearchResult = z.infer<typeof topSearchResultSchema>;
export const topSearchResponseSchema = z.object({ items: z.array(topSearchResultSchema) });
export type TopSearchResponse = z.infer<typeof topSearchResponseSchema>;

/**
 * The database marks the matching words between these two control characters, which no stored text
 * keeps (they are removed before the excerpt is cut), so a user's own brackets can never fake a match.
 */
export const matchStart = '\u0001';
export const matchEnd = '\u0002';

/**
 * Scene texts, scripts and comments are markdown; an excerpt is read as plain text, so the marks that
 * only format (`**`, `#`, `> `, list bullets, a link's address) are taken out and line breaks become spaces.
 */
const markdownMarks: [RegExp, string][] = [
  [/!?\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/(^|\n)[ \t]*(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+/g, '$1'],
  [/\*\*|__|~~|`/g, ''],
  [/(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)/g, ''],
  [/\s+/g, ' '],
];

const withoutMarkdown = (text: string): string =>
  markdownMarks.reduce((plain, [mark, replacement]) => plain.replace(mark, replacement), text);

/** Splits a marked excerpt into runs of plain and matching text, without markdown's marks; empty runs are dropped. */
export const excerptParts = (marked: string): ExcerptPart[] => {
  const parts: ExcerptPart[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text !== '') parts.push({ text, match });
    text = '';
  };
  for (const char of withoutMarkdown(marked)) {
    if (char === matchStart || char === matchEnd) {
      flush();
      match = char === matchStart;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
};

/** Which projects a search may return to this user: the project rules of the list and the share link. */
export interface ProjectSearchScope {
  /** Power users search every live project; everyone else the projects they collaborate on or listed. */
  everyProject: boolean;
  /** Internal projects are never shown to clients. */
  withInternal: boolean;
}

export const projectSearchScope = (user: Actor): ProjectSearchScope => ({
  everyProject: canSearchEveryProject(user),
  withInternal: canSeeInternalProject(user),
});

/**
 * Whether one project, already read, is within a scope: the rule `searchableProjects` puts into the
 * list's and the search's SQL, for a live project. `own`: the reader collaborates on it or listed it.
 */
export const isWithinProjectScope = (
  scope: ProjectSearchScope,
  project: { internal: boolean; own: boolean },
): boolean => (scope.everyProject || project.own) && (scope.withInternal || !project.internal);
