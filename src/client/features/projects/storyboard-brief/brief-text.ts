import { createBriefTranslator, type BriefMessageKey } from '#shared/i18n/brief.ts';
import { getPageData } from '#client/lib/page-data.ts';

/** The brief's labels in the deployment's locale; page data is loaded before the first route renders. */
export const bt = (key: BriefMessageKey): string => createBriefTranslator(getPageData().locale)(key);
