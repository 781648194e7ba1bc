import { footerBackgrounds } from './limits.ts';

export type FooterBackground = (typeof footerBackgrounds)[number];
export type FooterPattern = Exclude<FooterBackground, 'none'>;

/**
 * The 3 patterns (spec §9: none plus 3 patterns) as CSS backgrounds: files of the app, not uploads,
 * drawn the same by the app's footer, the account page's previews and the public site's footer.
 */
export const footerPatternCss: Record<FooterPattern, string> = {
  'pattern-1': 'repeating-linear-gradient(45deg,#e7f5ff 0 10px,#fff 10px 20px)',
  'pattern-2': 'radial-gradient(#a5d8ff 2px,#fff 2px) 0 0/16px 16px',
  'pattern-3': 'linear-gradient(90deg,#fff4e6,#e6fcf5)',
};

export const footerPatterns = footerBackgrounds.filter((bg): bg is FooterPattern => bg !== 'none');

export const isFooterPattern = (value: string | null | undefined): value is FooterPattern =>
  footerPatterns.some((pattern) => pattern === value);

/** A stored value that is not one of the presets (none, or an older custom one) shows the plain footer. */
export const footerBackgroundOf = (bg: string | null | undefined): FooterBackground =>
  isFooterPattern(bg) ? bg : 'none';
