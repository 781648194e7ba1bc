import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Job } from '#shared/jobs/schemas.ts';
import { Countdown } from './countdown.tsx';
import { JobBadges } from './job-badges.tsx';
import { countdownExpiry, jobName, jobPath, money } from './job-labels.ts';
import { t } from '../texts.ts';

export const JobCard = ({ job, inProject }: { job: Job; inProject: boolean }) => {
  const expiryDate = countdownExpiry(job);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="job-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text component={Link} to={jobPath(job, inProject)} fw={600} truncate="end" style={{ minWidth: 0 }}>
            {jobName(job)}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(job.total)}
          </Text>
        </Group>
        {!inProject && (
          <Text size="sm" c="dimmed" truncate="end">
            {job.project.title}
          </Text>
        )}
        <JobBadges job={job} />
        {(expiryDate || job.claimedBy) && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            {job.claimedBy ? (
              <Group gap={6} wrap="nowrap">
                <Avatar src={job.claimedBy.picture} size="xs" radius="xl" alt="" />
                <Text size="xs" c="dimmed">
                  {t('jobs.claimedBy', { name: job.claimedBy.name })}
                </Text>
              </Group>
            ) : (
              <span />
            )}
            {expiryDate && <Countdown expiryDate={expiryDate} expired={job.isExpired} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
