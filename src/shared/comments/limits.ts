// Zod-free, so that code in the first download can use these without carrying the schema library.

/** Most items shown on one page at once (a project's scenes); a longer list is asked for in parts. */
export const maxCommentCountBatch = 100;
