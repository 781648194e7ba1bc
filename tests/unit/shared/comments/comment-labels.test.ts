import { describe, expect, it } from 'vitest';
import { commentTags } from '../../../../src/shared/comments/comments.ts';
import { createTranslator } from '../../../../src/shared/i18n/catalogues.ts';
import type { MessageKey } from '../../../../src/shared/i18n/index.ts';

describe('comment labels', () => {
  it('labels every tag tab in both locales and fills placeholders', () => {
    for (const locale of ['en', 'th'] as const) {
      const t = createTranslator(locale);
      for (const tag of commentTags) expect(t(`comments.tag.${tag}` as MessageKey)).toMatch(/\S/);
    }
    expect(createTranslator('en')('comments.countLabel', { count: 3 })).toBe('3 comments');
    expect(createTranslator('th')('comments.tag.prod')).toBe('#งานผลิต');
  });
});
