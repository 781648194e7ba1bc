import { escapeHtml } from '#server/lib/html.ts';
import type { Translate } from '#shared/i18n/index.ts';
import { checklistItems } from '#shared/projects/checklist.ts';

/** The documents the project checklist links to (spec §3): one section per production step. */
export const renderHandbookBody = (t: Translate): string =>
  `<section class="card wide handbook"><h1>${escapeHtml(t('handbook.title'))}</h1>${checklistItems
    .map(
      (item, index) =>
        `<h2 id="${item}">${index + 1}. ${escapeHtml(t(`checklist.${item}`))}</h2><p>${escapeHtml(t(`handbook.${item}`))}</p>`,
    )
    .join('')}</section>`;
