import type { Locale } from '../app/constants.ts';
import type { MessageKey } from './en.ts';

export type { MessageKey };

/** A deployment's labels: every key, in one language. */
export type Catalogue = Record<MessageKey, string>;

export const intlLocale: Record<Locale, string> = { en: 'en-US', th: 'th-TH' };
const currency: Record<Locale, string> = { en: 'USD', th: 'THB' };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * One deployment has one locale; every label goes through the function this returns. The
 * catalogues are not imported here so the browser downloads only its own language. A feature
 * that keeps its labels in its own chunk passes its own catalogue.
 */
export const translatorFor =
  <Key extends string>(catalogue: Record<Key, string>) =>
  (key: Key, values?: Record<string, string | number>): string =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));

/**
 * A formatter per locale, made at first use and kept: making an Intl formatter costs far more than formatting
 * with it, and a list of cards formats a date or an amount on each card.
 */
export const perLocale = <Formatter>(make: (locale: Locale) => Formatter): ((locale: Locale) => Formatter) => {
  const made = new Map<Locale, Formatter>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
};

const moneyFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(intlLocale[locale], {
      style: 'currency',
      currency: currency[locale],
      maximumFractionDigits: 0,
    }),
);
const countFormat = perLocale((locale) => new Intl.NumberFormat(intlLocale[locale], { useGrouping: 'min2' }));
const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium' }));
const dateTimeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short' }),
);

export const formatMoney = (locale: Locale, amount: number): string => moneyFormat(locale).format(amount);

/** A bound in a message: four-digit numbers stay whole (2000), longer ones are grouped (20,000), as the messages always wrote them. */
export const formatCount = (locale: Locale, value: number): string => countFormat(locale).format(value);

export const formatDate = (locale: Locale, date: Date | string): string => dateFormat(locale).format(new Date(date));

export const formatDateTime = (locale: Locale, date: Date | string): string =>
  dateTimeFormat(locale).format(new Date(date));
