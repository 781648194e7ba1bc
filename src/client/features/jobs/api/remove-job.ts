import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export const removeJob = (jobId: string): Promise<{ message: string }> =>
  apiRequest(`/api/jobs/${jobId}`, { method: 'DELETE', notifySuccess: true });

export const useRemoveJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeJob,
    onSuccess: (_result, jobId) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
};
