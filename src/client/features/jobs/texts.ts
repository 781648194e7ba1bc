import { domainEn } from '#shared/i18n/domain-en.ts';
import { domainTh } from '#shared/i18n/domain-th.ts';
import { jobsEn } from '#shared/i18n/jobs-en.ts';
import { jobsTh } from '#shared/i18n/jobs-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

const jobsCatalogueEn = { ...domainEn, ...jobsEn };
export type JobsFeatureMessageKey = keyof typeof jobsCatalogueEn;

/** The jobs feature's labels (its own, and the job statuses, types and actions), in its chunks only. */
export const t = translatorWith<JobsFeatureMessageKey>({ en: jobsCatalogueEn, th: { ...domainTh, ...jobsTh } });
