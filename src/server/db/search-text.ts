import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The one text-search configuration of every search index and query (decision 062). `simple` neither
 * stems nor drops stop words, so both locales get the same words; Thai, written without spaces, is
 * found by substring through the trigram indexes instead.
 */
export const searchConfig = sql.raw(`'simple'`);

/** A column's words, exactly as its GIN index declares them, so the planner can use the index. */
export const searchVector = (text: SQLWrapper): SQL => sql`to_tsvector(${searchConfig}, ${text})`;

/** The raw script's body inside its jsonb value, the one expression its indexes and queries share. */
export const rawScriptBody = (scriptRaw: SQLWrapper): SQL => sql`(${scriptRaw} ->> 'body')`;
