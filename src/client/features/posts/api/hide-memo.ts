import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoHideResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { postKeys } from './post-keys.ts';

const hideMemo = (memoId: string): Promise<MemoHideResponse> =>
  apiRequest(`/api/posts/${memoId}/hide-memo`, { method: 'POST' });

/**
 * "Hide memo": the banner goes at once; the server remembers it for the user, so every device keeps it
 * hidden until a newer memo. If the server refuses, the banner asks again and shows what is true.
 */
export const useHideMemo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideMemo,
    onMutate: () => queryClient.setQueryData(postKeys.memo(), null),
    onSuccess: ({ memo }) => queryClient.setQueryData(postKeys.memo(), memo),
    onError: () => queryClient.invalidateQueries({ queryKey: postKeys.memo() }),
  });
};
