import { z } from 'zod';

/** Every record's id is a UUID (database default gen_random_uuid()). */
export const recordIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that cannot be an id names no record: callers answer "not found" without asking the database. */
export const isRecordId = (value: string): boolean => recordIdPattern.test(value);

/**
 * The `:id` of every route. Any string is accepted so that a mistyped link answers the record's own
 * "not found", the same as a well-formed id that names nothing.
 */
export const idParamsSchema = z.object({ id: z.string() });

/** An http or https address: no other scheme (javascript:, data:, file:...) may be stored as a link and opened. */
export const isWebAddress = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Every link a user stores: trimmed, at most `max` characters, and a web address (`isWebAddress`).
 * `blank` takes '' (no link) as well, `orAlso` another form the field holds (a stored video's key).
 */
export const webAddressSchema = ({ field, max, blank = false, orAlso }: { field: string; max: number; blank?: boolean; orAlso?: (value: string) => boolean }) =>
  z
    .string()
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .refine((value) => (blank && value === '') || isWebAddress(value) || orAlso?.(value) === true, { error: `${field} must be a web address starting with https:// or http://` });
