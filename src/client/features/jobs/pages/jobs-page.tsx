import { Group, Stack } from '@mantine/core';
import { canCreateJobFor } from '#shared/jobs/permissions.ts';
import { jobListPageSize } from '#shared/jobs/pricing.ts';
import { can } from '#shared/users/permissions.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useJobProject } from '../api/get-job-project.ts';
import { JobFilters } from '../components/job-filters.tsx';
import { JobFormButton } from '../components/job-form-modal.tsx';
import { JobList } from '../components/job-list.tsx';
import { JobStats } from '../components/job-stats.tsx';
import { useJobFilter } from '../components/use-job-filter.ts';
import { t } from '../texts.ts';

/** /jobs (spec §2): contributors only; status and user filters in the address, projectId limits to one project. */
export const JobsPage = () => {
  const filter = useJobFilter();
  const user = getCurrentUser();
  const project = useJobProject(filter.projectId);
  const title = project.data ? `${t('jobs.title')} · ${project.data.project.title}` : t('jobs.title');
  // Limited to one project, Create Job is for that project; otherwise the PM picks the project in the modal.
  const mayCreate =
    filter.projectId === undefined
      ? can(user, 'createJob')
      : project.data !== undefined && canCreateJobFor(user, project.data.project);
  return (
    <Stack gap="md">
      <PageHeader title={title}>{mayCreate && <JobFormButton project={project.data?.project} />}</PageHeader>
      {can(user, 'viewJobStats') && <JobStats projectId={filter.projectId} />}
      <Group>
        <JobFilters status={filter.status} user={filter.user} onChange={filter.change} />
      </Group>
      <JobList
        filter={{ status: filter.status, user: filter.user, projectId: filter.projectId, limit: jobListPageSize }}
      />
    </Stack>
  );
};
