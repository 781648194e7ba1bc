export const feedKeys = {
  all: ['feeds'] as const,
  list: () => ['feeds', 'list'] as const,
};
