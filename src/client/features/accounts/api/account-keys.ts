export const accountKeys = {
  all: ['accounts'] as const,
  footerBackgrounds: () => ['accounts', 'footer-backgrounds'] as const,
  accessTokens: () => ['accounts', 'access-tokens'] as const,
};
