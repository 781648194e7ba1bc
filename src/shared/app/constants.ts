// Kept free of zod so the client's first download can use them without pulling in the schema library.
export const locales = ['en', 'th'] as const;
export type Locale = (typeof locales)[number];

export const pageDataElementId = 'page-data';
