import type { Locale } from '../app/constants.ts';
import { jobsEn } from '../i18n/jobs-en.ts';
import { jobsTh } from '../i18n/jobs-th.ts';
import type { JobType } from './types.ts';

const jobLabels: Record<Locale, Record<keyof typeof jobsEn, string>> = { en: jobsEn, th: jobsTh };

/**
 * What the server calls a job in notifications, mails and comment headings: its title, or its type in the
 * deployment's words, as the job list names it (an 'other' job carries a title).
 */
export const jobDisplayName = (locale: Locale, job: { title: string | null; jobType: JobType }): string =>
  job.title || jobLabels[locale][`jobs.type.${job.jobType}`];
