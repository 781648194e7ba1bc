/** "@" at the start or after a space, then up to 30 characters with no space or second "@", right before the caret. */
const mentionAtCaret = /(?:^|\s)@([^\s@]{0,30})$/;

export const findMentionQuery = (text: string, caret: number): string | null =>
  mentionAtCaret.exec(text.slice(0, caret))?.[1] ?? null;

/**
 * The text before the caret with the "@query" being typed replaced by the picked name. A function
 * replacement: a replacement string would read the `$'`, `$&`, `$$`... a name may hold.
 */
export const withMention = (textBeforeCaret: string, name: string): string =>
  textBeforeCaret.replace(/@([^\s@]{0,30})$/, () => `@${name} `);
