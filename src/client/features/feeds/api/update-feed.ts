import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feed, FeedUpdateBody } from '#shared/feeds/feeds.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { feedKeys } from './feed-keys.ts';

export const updateFeed = ({
  id,
  body,
}: {
  id: string;
  body: FeedUpdateBody;
}): Promise<{ feed: Feed; message: string }> =>
  apiRequest(`/api/feeds/${encodeURIComponent(id)}`, { method: 'POST', body, notifySuccess: true });

export const useUpdateFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
};
