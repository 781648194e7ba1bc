import { socialEn } from '#shared/i18n/social-en.ts';
import { socialTh } from '#shared/i18n/social-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';
import { projectsCatalogues } from '../texts.ts';

/** Cover & Titles labels with the projects module's (the performance names live there), in the project page's chunk only. */
export const t = translatorWith({
  en: { ...projectsCatalogues.en, ...socialEn },
  th: { ...projectsCatalogues.th, ...socialTh },
});
