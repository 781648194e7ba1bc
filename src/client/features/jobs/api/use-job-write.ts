import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobResponse } from '#shared/jobs/schemas.ts';
import { jobKeys } from './job-keys.ts';

/** Every job write answers the job as it is now: put it in its view at once, and refresh lists and stats behind it. */
export const useJobWrite = <Input>(write: (input: Input) => Promise<JobResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (response) => {
      queryClient.setQueryData(jobKeys.detail(response.job._id), response);
      void queryClient.invalidateQueries({
        queryKey: jobKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
};
