import { Badge, Group } from '@mantine/core';
import type { Job } from '#shared/jobs/schemas.ts';
import { auctionState, auctionStateLabelKeys, jobStatusLabelKeys } from '#shared/jobs/status.ts';
import { toJobRecord } from './job-labels.ts';
import { t } from '../texts.ts';

const statusColors = { open: 'teal', inprogress: 'blue', pending: 'orange', completed: 'gray' } as const;

export const JobBadges = ({ job }: { job: Job }) => (
  <Group gap={6}>
    <Badge color={statusColors[job.status]} variant="light" data-testid="job-status">
      {t(jobStatusLabelKeys[job.status])}
    </Badge>
    <Badge color="gray" variant="outline">
      {t(`jobs.type.${job.jobType}`)}
    </Badge>
    {job.isAuction && (
      <Badge color="grape" variant="light">
        {t('jobs.auction')} · {t(auctionStateLabelKeys[auctionState(toJobRecord(job), new Date())])}
      </Badge>
    )}
    {job.important && <Badge color="red">{t('jobs.rush')}</Badge>}
    {job.status === 'completed' && (
      <Badge color={job.paid ? 'green' : 'yellow'} variant="dot">
        {t(job.paid ? 'jobs.paid' : 'jobs.unpaid')}
      </Badge>
    )}
  </Group>
);
