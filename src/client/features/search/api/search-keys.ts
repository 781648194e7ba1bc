export const searchKeys = {
  all: ['search'] as const,
  term: (term: string) => ['search', term] as const,
};
