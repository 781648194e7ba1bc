/** Every notifications query starts with one key, so the live stream can invalidate them together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};
