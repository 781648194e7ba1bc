import { describe, expect, it } from 'vitest';
import { findMentionQuery, withMention } from '#client/features/comments/mention-text.ts';

describe('picking a person to mention', () => {
  it('finds the "@query" being typed before the caret', () => {
    expect(findMentionQuery('Hello @ad', 9)).toBe('ad');
    expect(findMentionQuery('mail@ad', 7)).toBeNull();
  });

  it.each(["$'", '$&', '$`', '$1', '$$', '$<name>'])('puts a name holding %s in as it is written', (pattern) => {
    const name = `Ann ${pattern} Lee`;
    expect(withMention('Thanks @an', name)).toBe(`Thanks @${name} `);
  });
});
