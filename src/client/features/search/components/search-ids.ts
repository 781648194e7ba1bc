/** The results list's id, which the box names in aria-controls and its options extend. */
export const searchResultsId = 'top-search-results';
