import type { Locale } from '../app/constants.ts';
import { en } from './en.ts';
import { translatorFor, type Catalogue, type Translate } from './index.ts';
import { th } from './th.ts';

export const catalogues: Record<Locale, Catalogue> = { en, th };

/** For the server and tests, which hold both languages; the browser loads only its own. */
export const createTranslator = (locale: Locale): Translate => translatorFor(catalogues[locale]);
