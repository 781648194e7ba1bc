/** Text a user chose, made one line: a CR or LF in a mail subject or a quoted title could start a header or a fake paragraph. */
export const singleLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();
