import type { z } from 'zod';
import { invalid } from '../i18n/validation.ts';

/**
 * PostgreSQL text cannot hold U+0000, so a request string carrying it would fail deep inside a
 * query; it is refused at the door instead, by this one rule, for every string a request carries.
 */
const nulPath = (value: unknown, path: readonly string[]): string[] | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? [...path] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
};

/** The refusal for the first string (or key) holding U+0000, named by its field; null when there is none. */
export const nulCharacterIssue = (value: unknown): z.core.$ZodIssueCustom | null => {
  const path = nulPath(value, []);
  if (!path) return null;
  return {
    code: 'custom',
    path,
    message: invalid(path.length === 0 ? 'validation.nulCharacterText' : 'validation.nulCharacter'),
  };
};

/** Bounds for request strings and numbers that have no bound of their own in the spec. */
export const maxIdLength = 100;
export const maxQueryTextLength = 200;
export const maxListOffset = 1_000_000;
/** How deep a request body may nest objects and arrays; the app's own bodies nest a few levels. */
export const maxRequestNesting = 32;
