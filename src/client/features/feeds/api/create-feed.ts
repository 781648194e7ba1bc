import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Feed, feedBodySchema } from '#shared/feeds/feeds.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { feedKeys } from './feed-keys.ts';

export type CreateFeedInput = z.input<typeof feedBodySchema>;

export const createFeed = (body: CreateFeedInput): Promise<{ feed: Feed; message: string }> =>
  apiRequest('/api/feeds', { method: 'POST', body, notifySuccess: true });

export const useCreateFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
};
