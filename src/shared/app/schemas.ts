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
