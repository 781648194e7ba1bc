import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Job } from '#shared/jobs/schemas.ts';
import { jt } from '../jobs-text.ts';
import { Countdown } from './countdown.tsx';
import { JobBadges } from './job-badges.tsx';
import { jobName, jobPath, money } from './job-labels.ts';

export const JobCard = ({ job, inProject }: { job: Job; inProject: boolean }) => (
  <Paper withBorder p="sm" radius="md" data-testid="job-card">
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Text component={Link} to={jobPath(job, inProject)} fw={600} truncate="end">
          {jobName(job)}
        </Text>
        {!inProject && (
          <Text size="sm" c="dimmed" truncate="end">
            {job.project.title}
          </Text>
        )}
        <JobBadges job={job} />
      </Stack>
      <Stack gap={4} align="flex-end">
        <Text fw={700}>{money(job.total)}</Text>
        {job.isAuction && job.expiryDate && job.status !== 'completed' && <Countdown expiryDate={job.expiryDate} expired={job.isExpired} />}
        {job.claimedBy && (
          <Group gap={6} wrap="nowrap">
            <Avatar src={job.claimedBy.picture} size="xs" radius="xl" alt="" />
            <Text size="xs" c="dimmed">
              {jt('jobs.claimedBy', { name: job.claimedBy.name })}
            </Text>
          </Group>
        )}
      </Stack>
    </Group>
  </Paper>
);
