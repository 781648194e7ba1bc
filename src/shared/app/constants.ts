// Kept free of zod so the client's first download can use them without pulling in the schema library.
export const locales = ['en', 'th'] as const;
export type Locale = (typeof locales)[number];

export const pageDataElementId = 'page-data';

/**
 * A cookie beside the session's, readable by scripts, that names the signed-in user (decision 132): the app's service
 * worker serves a page it kept only while it names the user the page was kept for. It opens nothing.
 */
export const signedInCookieName = 'es_signed_in';
