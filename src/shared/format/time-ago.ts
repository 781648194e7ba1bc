import type { Locale } from '../app/constants.ts';
import { intlLocale, perLocale } from '../i18n/index.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;
const month = 30 * day;
const year = 365 * day;

type TimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const units: readonly (readonly [unit: TimeUnit, size: number])[] = [
  ['year', year],
  ['month', month],
  ['week', week],
  ['day', day],
  ['hour', hour],
  ['minute', minute],
  ['second', second],
];

/**
 * Spec §9 names the base locale's short suffixes. Intl's narrow English agrees for s, m, h, d and w but writes
 * months as 'm' (read as minutes) and years as 'y'; English is written without Intl, whose first unit formatter
 * costs a phone's processor a long task of the page's first render (decision 130).
 */
const englishSuffix: Record<TimeUnit, string> = {
  second: 's',
  minute: 'm',
  hour: 'h',
  day: 'd',
  week: 'w',
  month: 'mo',
  year: 'yr',
};

/** Making a formatter costs a list of cards more than all its formatting: one per unit and locale, kept. */
const unitFormats = Object.fromEntries(
  units.map(([unit]) => [
    unit,
    perLocale((locale) => new Intl.NumberFormat(intlLocale[locale], { style: 'unit', unit, unitDisplay: 'narrow' })),
  ]),
) as Record<TimeUnit, (locale: Locale) => Intl.NumberFormat>;

/** One amount of a time unit in the locale's narrow form: '3d' in English, '3วัน' in Thai. */
export const unitText = (locale: Locale, value: number, unit: TimeUnit): string => {
  if (locale === 'en') return `${value}${englishSuffix[unit]}`;
  return unitFormats[unit](locale).format(value);
};

/** Spec §9 short time-ago: s, m, h, d, w, mo, yr ('5m', '3d', '2yr') in English, Intl's units in Thai; future dates read none. */
export const timeAgo = (locale: Locale, date: Date | string, now: Date): string => {
  const then = date instanceof Date ? date.getTime() : Date.parse(date);
  const elapsed = Math.max(0, now.getTime() - then);
  const [unit, size] = units.find(([, size]) => elapsed >= size) ?? ['second', second];
  return unitText(locale, Math.floor(elapsed / size), unit);
};
