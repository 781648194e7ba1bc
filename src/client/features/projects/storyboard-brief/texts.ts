import { briefCatalogues } from '#shared/i18n/brief.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The brief's labels and the app's, read through one `t` (only the project page's lazy chunk carries them, decision 040). */
export const t = translatorWith(briefCatalogues);
