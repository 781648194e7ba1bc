import { describe, expect, it } from 'vitest';
import { apiMessagesEn } from '#shared/i18n/api-messages-en.ts';
import { apiMessagesTh } from '#shared/i18n/api-messages-th.ts';
import { createApiTranslator, type ApiMessageKey } from '#shared/i18n/api-messages.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
const keys = Object.keys(apiMessagesEn) as ApiMessageKey[];

describe('the API message catalogue (decision 045)', () => {
  it('has a Thai text for every key, with the same placeholders, not a copy of the English', () => {
    expect(Object.keys(apiMessagesTh).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(apiMessagesTh[key].trim(), key).not.toBe('');
      expect(apiMessagesTh[key], key).not.toBe(apiMessagesEn[key]);
      expect(placeholders(apiMessagesTh[key]), key).toEqual(placeholders(apiMessagesEn[key]));
    }
  });

  it('keeps the spec §8 English success messages word for word', () => {
    const en = createApiTranslator('en');
    expect(en('api.sceneOrderUpdated')).toBe('Updated scene order');
    expect(en('api.invitationSent')).toBe('Invitation email has been sent to the user');
    expect(en('api.videoPublished')).toBe('Video Published');
    expect(en('api.extensionRemoved')).toBe('Extension Removed');
    expect(en('api.commentPosted')).toBe('Your comment has been posted');
    expect(en('api.cartAdded', { label: 'Emma' })).toBe('Added Emma');
  });

  it('fills the placeholders of the Thai texts', () => {
    expect(createApiTranslator('th')('api.cartLocked', { label: 'NDA' })).toBe('ล็อก NDA แล้ว');
  });
});
