import { Avatar, Badge, Button, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import type { Job } from '#shared/jobs/schemas.ts';
import type { BidStatus } from '#shared/jobs/types.ts';
import { canApproveBid, canRemoveBid } from '#shared/jobs/permissions.ts';
import { confirmAction, openConfirmation } from '#client/components/confirm.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useJobAction } from '../api/job-action.ts';
import { useRemoveBid } from '../api/remove-bid.ts';
import { JobFiles } from './job-files.tsx';
import { toJobRecord } from './job-labels.ts';
import { t } from '../texts.ts';

const bidBadges: Record<
  BidStatus,
  { color: string; label: 'jobs.bidClaimed' | 'jobs.bidSubmitted' | 'jobs.bidApproved' | 'jobs.bidDeclined' }
> = {
  claimed: { color: 'gray', label: 'jobs.bidClaimed' },
  submitted: { color: 'blue', label: 'jobs.bidSubmitted' },
  approved: { color: 'green', label: 'jobs.bidApproved' },
  declined: { color: 'red', label: 'jobs.bidDeclined' },
};

/** The bids the viewer may see (PMs all, others their own), with approve and remove where the shared rules allow. */
export const JobBids = ({ job }: { job: Job }) => {
  const user = getCurrentUser();
  const record = toJobRecord(job);
  const approve = useJobAction();
  const remove = useRemoveBid();
  if (job.bids.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="job-bids">
      <Text fw={600}>{t('jobs.bids')}</Text>
      {job.bids.map((bid) => (
        <Paper key={bid.id} withBorder p="sm" radius="md" data-testid="job-bid">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Avatar src={bid.person.picture} size="sm" radius="xl" alt="" />
              <Text size="sm" fw={500}>
                {bid.person.name}
              </Text>
              <Badge variant="light" color={bidBadges[bid.status].color} data-testid="bid-status">
                {t(bidBadges[bid.status].label)}
              </Badge>
            </Group>
            <Group gap="xs">
              {canApproveBid(user, record, bid.user) && (
                <Button
                  size="xs"
                  color="green"
                  onClick={() =>
                    // Approving picks the winner and completes the job at once, so the PM sees that first.
                    openConfirmation({
                      title: t('jobs.approveBidConfirmTitle', { name: bid.person.name }),
                      children: <Text size="sm">{t('jobs.approveBidConfirm', { name: bid.person.name })}</Text>,
                      labels: { confirm: t('jobs.approveBid'), cancel: t('jobs.cancel') },
                      confirmProps: { color: 'green' },
                      onConfirm: () =>
                        approve.mutate({ jobId: job._id, action: 'approve', body: { bidUser: bid.user } }),
                    })
                  }
                  loading={approve.isPending}
                >
                  {t('jobs.approveBid')}
                </Button>
              )}
              {canRemoveBid(user, record, bid.user) && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    confirmAction(
                      t('jobs.removeBidConfirm'),
                      () => remove.mutate({ jobId: job._id, userId: bid.user }),
                      t('jobs.remove'),
                    )
                  }
                >
                  {t('jobs.removeBid')}
                </Button>
              )}
            </Group>
          </Group>
          {bid.bodyHtml && (
            <Typography mt="xs">
              {/* Rendered and sanitised by the one renderMarkdown on the server. */}
              <div dangerouslySetInnerHTML={{ __html: bid.bodyHtml }} />
            </Typography>
          )}
          {bid.files.length > 0 && <JobFiles files={bid.files} />}
        </Paper>
      ))}
    </Stack>
  );
};
