import type { Locale } from '#shared/app/constants.ts';
import { domainEn } from '#shared/i18n/domain-en.ts';
import { domainTh } from '#shared/i18n/domain-th.ts';
import { projectsEn } from '#shared/i18n/projects-en.ts';
import { projectsTh } from '#shared/i18n/projects-th.ts';
import { scenesEn } from '#shared/i18n/scenes-en.ts';
import { scenesTh } from '#shared/i18n/scenes-th.ts';
import { reviewEn } from '#shared/i18n/review-en.ts';
import { reviewTh } from '#shared/i18n/review-th.ts';
import { videoEn } from '#shared/i18n/video-en.ts';
import { videoTh } from '#shared/i18n/video-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

const projectsCatalogueEn = { ...domainEn, ...projectsEn, ...scenesEn, ...videoEn, ...reviewEn };
export type ProjectsMessageKey = keyof typeof projectsCatalogueEn;

/** The projects module's labels (list, project page, scenes, script, video, statuses), in the chunks of its pages only. */
export const projectsCatalogues: Record<Locale, Record<ProjectsMessageKey, string>> = {
  en: projectsCatalogueEn,
  th: { ...domainTh, ...projectsTh, ...scenesTh, ...videoTh, ...reviewTh },
};

export const t = translatorWith(projectsCatalogues);
