import type { Locale } from '#shared/app/constants.ts';
import { driveEn } from '#shared/i18n/drive-en.ts';
import { driveTh } from '#shared/i18n/drive-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** Cloud Drive Setup's labels, in the settings group's own lazy chunk. */
export const t = translatorWith({ en: driveEn, th: driveTh } satisfies Record<
  Locale,
  Record<keyof typeof driveEn, string>
>);
