import type { Locale } from '../app/constants.ts';
import { issueDescriber, type IssueDescriber, type ValidationCatalogue } from './validation.ts';
import { validationEn } from './validation-en.ts';
import { validationTh } from './validation-th.ts';

export const validationCatalogues: Record<Locale, ValidationCatalogue> = { en: validationEn, th: validationTh };

/** Both languages travel with whoever imports this: the server, and the client chunks that show schema errors. */
export const createIssueDescriber = (locale: Locale): IssueDescriber =>
  issueDescriber(locale, validationCatalogues[locale]);
