import { describe, expect, it } from 'vitest';
import { scriptLengthItemId, scriptWordCount } from '#shared/projects/script/script.ts';
import { extensionCart } from '#shared/projects/versions/extensions.ts';
import { cartTotals } from '#shared/projects/cart/pricing.ts';
import { checklistItems, checklistProgress } from '#shared/projects/checklist.ts';

describe('script length (spec §9: up to 300 words included)', () => {
  it.each<[number, string | null, boolean]>([
    [0, null, false],
    [300, null, false],
    [301, 'script-300-500', false],
    [500, 'script-300-500', false],
    [501, 'script-500-700', false],
    [700, 'script-500-700', false],
    [701, null, true],
  ])('%d words', (words, id, tooLong) => {
    expect(scriptLengthItemId(words)).toEqual({ id, tooLong });
  });

  it('counts the words of all scenes', () => {
    expect(scriptWordCount([{ text: 'Meet Anna.' }, { text: 'She runs a bakery, and loves it!' }, { text: '' }])).toBe(
      9,
    );
  });
});

describe('extension add-ons (spec §9)', () => {
  it('prices editing +100, voice +100 and 50 per redrawn scene', () => {
    const cart = extensionCart('en', { editing: true, voiceChange: true, drawing: 4, waterColor: false });
    expect(cart.items.map((entry) => [entry.id, entry.amount, entry.price])).toEqual([
      ['change-editing', 1, 100],
      ['change-voice', 1, 100],
      ['change-scene', 4, 50],
    ]);
    expect(cartTotals(cart.items).total).toBe(400);
  });

  it('charges 100 per water-color scene, and Thai prices with VAT', () => {
    const total = (...args: Parameters<typeof extensionCart>) => cartTotals(extensionCart(...args).items).total;
    expect(total('en', { editing: false, voiceChange: false, drawing: 2, waterColor: true })).toBe(200);
    // (3000 + 1500 × 3) × 1.07 = 8025.
    expect(total('th', { editing: true, voiceChange: false, drawing: 3, waterColor: false })).toBe(8025);
    expect(
      extensionCart('th', { editing: true, voiceChange: false, drawing: 3, waterColor: false }).items.at(-1)?.id,
    ).toBe('vat');
    expect(extensionCart('en', { editing: false, voiceChange: false, drawing: 0, waterColor: false }).items).toEqual(
      [],
    );
  });
});

describe('checklist', () => {
  it('keeps the ten items of spec §3, stored spelling included', () => {
    expect(checklistItems).toHaveLength(10);
    expect(checklistItems[2]).toBe('script-confrimation');
    expect([
      checklistProgress([]),
      checklistProgress(['project-setup', 'script-editing', 'nope']),
      checklistProgress(checklistItems),
    ]).toEqual([0, 20, 100]);
  });
});
