const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The one word counter (spec §2 title bar, script section, script-length pricing). It uses the
 * Unicode word segmenter rather than splitting on spaces because Thai writes no spaces between
 * words; punctuation and spaces are not words.
 */
export const wordCount = (text: string): number => {
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
};
