import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';
import type { Issue } from '#shared/i18n/validation.ts';
import { getPageData } from './page-data.ts';

/** A form's schema error, said as the server would say it; both catalogues travel in the chunk of the form that shows it. */
export const describeIssue = (issue: Issue): string => createIssueDescriber(getPageData().locale)(issue);
