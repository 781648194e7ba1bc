import { describe, expect, it } from 'vitest';
import { sceneSketchBodySchema, sceneUpdateBodySchema, splitScriptParagraphs } from '#shared/projects/scenes/scenes.ts';

describe('splitScriptParagraphs', () => {
  it.each([
    ['One.\n\nTwo.', ['One.', 'Two.']],
    ['  One.\r\n\r\nTwo\nstill two.\n \n\n\nThree  ', ['One.', 'Two\nstill two.', 'Three']],
    ['\n\n  \n', []],
    ['Just one line', ['Just one line']],
  ])('%j', (body, paragraphs) => expect(splitScriptParagraphs(body)).toEqual(paragraphs));
});

describe('scene bodies', () => {
  it('needs the loaded revision with a text or status', () => {
    expect(sceneUpdateBodySchema.safeParse({ text: 'x', revision: 2 }).success).toBe(true);
    expect(sceneUpdateBodySchema.safeParse({ text: 'x' }).success).toBe(false);
    expect(sceneUpdateBodySchema.safeParse({ revision: 2 }).success).toBe(false);
  });

  it('takes an empty sketch (cleared) or a PNG data URL', () => {
    expect(sceneSketchBodySchema.safeParse({ dataUrl: '' }).success).toBe(true);
    expect(sceneSketchBodySchema.safeParse({ dataUrl: 'data:image/png;base64,AAAA' }).success).toBe(true);
    expect(sceneSketchBodySchema.safeParse({ dataUrl: 'data:image/svg+xml,<svg/>' }).success).toBe(false);
  });
});
