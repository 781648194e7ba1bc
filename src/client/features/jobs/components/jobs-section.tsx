import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { canCreateJobFor } from '#shared/jobs/permissions.ts';
import { jobListPageSize } from '#shared/jobs/pricing.ts';
import { everyoneJobUser } from '#shared/jobs/status.ts';
import { can } from '#shared/users/permissions.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { JobFilters } from './job-filters.tsx';
import { JobFormButton, type JobFormProject } from './job-form-modal.tsx';
import { JobList } from './job-list.tsx';
import { JobStats } from './job-stats.tsx';
import { JobView } from './job-view.tsx';
import { useJobFilter } from './use-job-filter.ts';

interface JobsSectionProps {
  project: JobFormProject & { deleted: boolean };
  jobId: string | undefined;
  renderComments: (jobId: string) => ReactNode;
}

/** The project's jobs section: its jobs with the status filter, stats and Create Job for PMs, and a job opened in place. */
export const JobsSection = ({ project, jobId, renderComments }: JobsSectionProps) => {
  const filter = useJobFilter();
  const user = getCurrentUser();
  if (jobId)
    return <JobView jobId={jobId} comments={renderComments(jobId)} afterRemove={`/projects/${project._id}/jobs`} />;
  return (
    <Stack gap="md">
      {can(user, 'viewJobStats') && <JobStats projectId={project._id} />}
      <Group justify="space-between" align="flex-end">
        <JobFilters status={filter.status} user={everyoneJobUser} onChange={filter.change} />
        {canCreateJobFor(user, project) && <JobFormButton project={project} />}
      </Group>
      <JobList
        filter={{ status: filter.status, user: everyoneJobUser, projectId: project._id, limit: jobListPageSize }}
        inProject
      />
    </Stack>
  );
};
