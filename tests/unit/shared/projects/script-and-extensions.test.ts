import { describe, expect, it } from 'vitest';
import { scriptLengthItemId, scriptWordCount } from '#shared/projects/script/script.ts';
import { extensionCart } from '#shared/projects/versions/extensions.ts';
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
    expect(scriptWordCount([{ text: 'Meet Anna.' }, { text: 'She runs a bakery, and loves it!' }, { text: '' }])).toBe(9);
  });
});

describe('extension add-ons (spec §9)', () => {
  it('prices editing +100, voice +100 and 50 per redrawn scene', () => {
    expect(extensionCart('en', { editing: true, voiceChange: true, drawing: 4, waterColor: false })).toEqual({
      items: [
        { name: 'change-editing', amount: 1, price: 100 },
        { name: 'change-voice', amount: 1, price: 100 },
        { name: 'change-scene', amount: 4, price: 50 },
      ],
      total: 400,
    });
  });

  it('charges 100 per water-color scene, and Thai prices with VAT', () => {
    expect(extensionCart('en', { editing: false, voiceChange: false, drawing: 2, waterColor: true }).total).toBe(200);
    // (3000 + 1500 × 3) × 1.07 = 8025.
    expect(extensionCart('th', { editing: true, voiceChange: false, drawing: 3, waterColor: false }).total).toBe(8025);
    expect(extensionCart('en', { editing: false, voiceChange: false, drawing: 0, waterColor: false })).toEqual({ items: [], total: 0 });
  });
});

describe('checklist', () => {
  it('keeps the ten items of spec §3, stored spelling included', () => {
    expect(checklistItems).toHaveLength(10);
    expect(checklistItems[2]).toBe('script-confrimation');
    expect([checklistProgress([]), checklistProgress(['project-setup', 'script-editing', 'nope']), checklistProgress(checklistItems)]).toEqual([0, 20, 100]);
  });
});
