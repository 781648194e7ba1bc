import { Alert, Button, Stack } from '@mantine/core';
import { Loading } from '#client/components/loading.tsx';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { useJobs, type JobListFilter } from '../api/get-jobs.ts';
import { JobCard } from './job-card.tsx';
import { t } from '../texts.ts';

/** One page at a time, newest first; Load more asks for the page after the last job shown. */
export const JobList = ({ filter, inProject = false }: { filter: JobListFilter; inProject?: boolean }) => {
  const query = useJobs(filter);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const jobs = query.data.pages.flatMap((page) => page.items);
  if (jobs.length === 0) return <NothingHere />;
  return (
    <Stack gap="sm">
      {jobs.map((job) => (
        <JobCard key={job._id} job={job} inProject={inProject} />
      ))}
      {query.hasNextPage && (
        <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('jobs.loadMore')}
        </Button>
      )}
    </Stack>
  );
};
