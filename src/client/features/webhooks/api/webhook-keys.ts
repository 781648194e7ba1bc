export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  log: (id: string) => ['webhooks', 'log', id] as const,
};
