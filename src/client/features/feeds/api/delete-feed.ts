import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { feedKeys } from './feed-keys.ts';

/** DELETE /api/feeds/{name}: the name is the feed's key, as in /feed/{feed}. */
export const deleteFeed = (name: string): Promise<{ message: string }> =>
  apiRequest(`/api/feeds/${encodeURIComponent(name)}`, { method: 'DELETE', notifySuccess: true });

export const useDeleteFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
};
