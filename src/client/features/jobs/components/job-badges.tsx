import { Badge, Group } from '@mantine/core';
import type { Job } from '#shared/jobs/schemas.ts';
import { auctionState, auctionStateLabelKeys, jobStatusLabelKeys } from '#shared/jobs/status.ts';
import { t } from '#client/lib/page-data.ts';
import { jt } from '../jobs-text.ts';
import { toJobRecord } from './job-labels.ts';

const statusColors = { open: 'teal', inprogress: 'blue', pending: 'orange', completed: 'gray' } as const;

export const JobBadges = ({ job }: { job: Job }) => (
  <Group gap={6}>
    <Badge color={statusColors[job.status]} variant="light" data-testid="job-status">
      {t(jobStatusLabelKeys[job.status])}
    </Badge>
    <Badge color="gray" variant="outline">
      {jt(`jobs.type.${job.jobType}`)}
    </Badge>
    {job.isAuction && (
      <Badge color="grape" variant="light">
        {jt('jobs.auction')} · {t(auctionStateLabelKeys[auctionState(toJobRecord(job), new Date())])}
      </Badge>
    )}
    {job.important && <Badge color="red">{jt('jobs.rush')}</Badge>}
    {job.status === 'completed' && (
      <Badge color={job.paid ? 'green' : 'yellow'} variant="dot">
        {jt(job.paid ? 'jobs.paid' : 'jobs.unpaid')}
      </Badge>
    )}
  </Group>
);
