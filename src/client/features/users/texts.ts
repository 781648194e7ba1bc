import { usersEn } from '#shared/i18n/users-en.ts';
import { usersTh } from '#shared/i18n/users-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

export type UsersMessageKey = keyof typeof usersEn;

/** The users administration's labels, in its page's chunk only. */
export const t = translatorWith<UsersMessageKey>({ en: usersEn, th: usersTh });
