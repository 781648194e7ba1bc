import type { Locale } from '../app/constants.ts';
import { jobsEn } from './jobs-en.ts';
import { jobsTh } from './jobs-th.ts';
import { translatorFor } from './index.ts';

export type JobsMessageKey = keyof typeof jobsEn;
export type JobsTranslate = (key: JobsMessageKey, values?: Record<string, string | number>) => string;

const catalogues: Record<Locale, Record<JobsMessageKey, string>> = { en: jobsEn, th: jobsTh };

/** The jobs pages' labels live outside the app-wide catalogue, so only the jobs chunks and the server carry them. */
export const createJobsTranslator = (locale: Locale): JobsTranslate => translatorFor(catalogues[locale]);
