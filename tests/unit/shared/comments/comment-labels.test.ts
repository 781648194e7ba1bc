import { describe, expect, it } from 'vitest';
import { commentTags } from '../../../../src/shared/comments/comments.ts';
import { commentsEn } from '../../../../src/shared/i18n/comments-en.ts';
import { commentsTh } from '../../../../src/shared/i18n/comments-th.ts';
import { createCommentsTranslator } from '../../../../src/shared/i18n/comments.ts';

describe('comment labels', () => {
  it('translates every label into Thai rather than copying the English', () => {
    const keys = Object.keys(commentsEn) as (keyof typeof commentsEn)[];
    expect(keys.filter((key) => commentsTh[key] === commentsEn[key])).toEqual([]);
    for (const key of keys) expect(commentsTh[key].trim()).not.toBe('');
  });

  it('labels every tag tab and fills placeholders', () => {
    const tc = createCommentsTranslator('en');
    for (const tag of commentTags) expect(tc(`comments.tag.${tag}`)).not.toBe('');
    expect(tc('comments.countLabel', { count: 3 })).toBe('3 comments');
    expect(createCommentsTranslator('th')('comments.tag.prod')).toBe('#งานผลิต');
  });
});
