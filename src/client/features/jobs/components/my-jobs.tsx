import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { myJobsFilter } from '../api/get-jobs.ts';
import { JobList } from './job-list.tsx';
import { t } from '../texts.ts';

/** The dashboard's My Jobs (spec §2): the user's five newest jobs, for contributors who are not admins. */
export const MyJobs = () => {
  if (!can(getCurrentUser(), 'viewMyJobsPanel')) return null;
  return (
    <Stack gap="sm" data-testid="my-jobs">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('jobs.myJobs')}
        </Title>
        <Anchor component={Link} to="/jobs?status=my-jobs" size="sm">
          {t('jobs.viewAll')}
        </Anchor>
      </Group>
      <JobList filter={myJobsFilter} />
    </Stack>
  );
};
