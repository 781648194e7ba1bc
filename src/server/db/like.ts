/** A LIKE/ILIKE pattern matching `text` anywhere, with the user's %, _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
