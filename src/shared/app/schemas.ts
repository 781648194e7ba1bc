import { z } from 'zod';
import { invalid, type ValidationKey } from '../i18n/validation.ts';

/** Every record's id is a UUID (database default gen_random_uuid()). */
export const recordIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that cannot be an id names no record: callers answer "not found" without asking the database. */
export const isRecordId = (value: string): boolean => recordIdPattern.test(value);

/**
 * The `:id` of every route. Any string is accepted so that a mistyped link answers the record's own
 * "not found", the same as a well-formed id that names nothing.
 */
export const idParamsSchema = z.object({ id: z.string() });

/** The `:id` of a route that refuses a malformed id with 400 and the record's own words. */
export const recordIdParamsSchema = (message: ValidationKey) => z.object({ id: z.uuid({ error: invalid(message) }) });

/** An http or https address: no other scheme (javascript:, data:, file:...) may be stored as a link and opened. */
export const isWebAddress = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** The texts a link field answers with; a field without its own names itself (`{field}`). */
export interface WebAddressMessages {
  tooLong: ValidationKey;
  notWebAddress: ValidationKey;
}

export const videoLinkMessages: WebAddressMessages = {
  tooLong: 'validation.projects.videoLinkTooLong',
  notWebAddress: 'validation.projects.videoLinkScheme',
};
export const portfolioLinkMessages: WebAddressMessages = {
  tooLong: 'validation.fieldTooLong',
  notWebAddress: 'validation.projects.portfolioLinkScheme',
};

/**
 * Every link a user stores: trimmed, at most `max` characters, and a web address (`isWebAddress`).
 * `blank` takes '' (no link) as well, `orAlso` another form the field holds (a stored video's key).
 */
export const webAddressSchema = ({
  max,
  blank = false,
  orAlso,
  messages = { tooLong: 'validation.fieldTooLong', notWebAddress: 'validation.webAddress' },
}: {
  max: number;
  blank?: boolean;
  orAlso?: (value: string) => boolean;
  messages?: WebAddressMessages;
}) =>
  z
    .string()
    .trim()
    .max(max, { error: invalid(messages.tooLong) })
    .refine((value) => (blank && value === '') || isWebAddress(value) || orAlso?.(value) === true, {
      error: invalid(messages.notWebAddress),
    });
