import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's darkest shade of these hues is too light for text on white and on the hue's own pale
 * background (a light badge) at 4.5:1 (WCAG 1.4.3, decision 115); the other nine shades stay Mantine's.
 */
const deepestShade = {
  red: '#c52929',
  teal: '#087a57',
  green: '#267b37',
  lime: '#4b790b',
  yellow: '#a85700',
  orange: '#bb3e0d',
} as const;

const withDeepestShade = (name: keyof typeof deepestShade): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, deepestShade[name]];
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 9 for filled buttons, links and coloured text: blue 9 is the public pages' brand blue (#1864ab),
  // and every hue's shade 9 carries white text and stands on white at 4.5:1 or more.
  primaryShade: { light: 9, dark: 8 },
  colors: {
    red: withDeepestShade('red'),
    teal: withDeepestShade('teal'),
    green: withDeepestShade('green'),
    lime: withDeepestShade('lime'),
    yellow: withDeepestShade('yellow'),
    orange: withDeepestShade('orange'),
  },
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans Thai", Helvetica, Arial, sans-serif',
  components: {
    // Mantine keeps every select's closed list in the page, and places it there on load: a forced style
    // recalculation per select (decision 125). A list is made when it opens, as a menu's is.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** "Dimmed" text is the public pages' hint grey: Mantine's gray 6 stands at 3.3:1 on white, under WCAG's 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
