import type { Locale } from '../app/constants.ts';
import { en, type MessageKey } from './en.ts';
import { th } from './th.ts';

export type { MessageKey };

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, th };

const intlLocale: Record<Locale, string> = { en: 'en-US', th: 'th-TH' };
const currency: Record<Locale, string> = { en: 'USD', th: 'THB' };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Puts values into a label's {name} placeholders; an unknown name stays visible rather than vanishing. */
export const fillPlaceholders = (template: string, values?: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));

/** One deployment has one locale; every label goes through the function this returns. */
export const createTranslator =
  (locale: Locale): Translate =>
  (key, values) =>
    fillPlaceholders(catalogues[locale][key], values);

export const formatMoney = (locale: Locale, amount: number): string =>
  new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: currency[locale], maximumFractionDigits: 0 }).format(amount);

export const formatDate = (locale: Locale, date: Date | string): string =>
  new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium' }).format(new Date(date));

export const formatDateTime = (locale: Locale, date: Date | string): string =>
  new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));
