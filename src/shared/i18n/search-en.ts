/** The top bar's search results. */
export const searchEn = {
  'search.results': 'Search results',
  'search.project': 'Project',
  'search.matchedIn.title': 'title',
  'search.matchedIn.scene': 'scene',
  'search.matchedIn.script': 'script',
  'search.matchedIn.comment': 'comment',
  'search.failed': 'Search failed, try again',
  'search.noResults': 'No project matches “{term}”',
  'search.noResultsHint': 'Search looks in titles, scenes, scripts and the comments you can read.',
} as const;
