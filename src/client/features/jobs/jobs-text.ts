import { createJobsTranslator, type JobsTranslate } from '#shared/i18n/jobs.ts';
import { getPageData } from '#client/lib/page-data.ts';

/** The jobs feature's labels in the deployment's language. */
export const jt: JobsTranslate = (key, values) => createJobsTranslator(getPageData().locale)(key, values);
