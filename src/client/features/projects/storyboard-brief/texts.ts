import { briefCatalogues } from '#shared/i18n/brief.ts';
import { translatorWith } from '#client/lib/page-data.ts';
import { projectsCatalogues } from '../texts.ts';

/** The brief's labels, the projects module's and the app's, read through one `t` (only the project page's lazy chunk carries them, decision 040). */
export const t = translatorWith({
  en: { ...projectsCatalogues.en, ...briefCatalogues.en },
  th: { ...projectsCatalogues.th, ...briefCatalogues.th },
});
