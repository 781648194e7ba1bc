import { ActionIcon, Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Job } from '#shared/jobs/schemas.ts';
import { canToggleAuctionCompleted, jobMenuItems } from '#shared/jobs/permissions.ts';
import { jobStatusLabelKeys } from '#shared/jobs/status.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useJobAction } from '../api/job-action.ts';
import { useRemoveJob } from '../api/remove-job.ts';
import { useSetJobStatus } from '../api/set-job-status.ts';
import { toJobRecord } from './job-labels.ts';
import { t } from '../texts.ts';

/** The job menu (decision 050): PMs change status, toggle an auction completed and remove; admins also mark paid. */
export const JobMenu = ({ job, afterRemove }: { job: Job; afterRemove: string }) => {
  const user = getCurrentUser();
  const navigate = useNavigate();
  const setStatus = useSetJobStatus();
  const action = useJobAction();
  const remove = useRemoveJob();
  const items = jobMenuItems(user, job);
  const auctionToggle = canToggleAuctionCompleted(user, toJobRecord(job));
  if (items.length === 0 && !auctionToggle) return null;
  const statuses = items.flatMap((item) =>
    item.startsWith('status:') ? [item.slice('status:'.length) as Job['status']] : [],
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('jobs.menu')}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {statuses.length > 0 && <Menu.Label>{t('jobs.changeStatus')}</Menu.Label>}
        {statuses.map((status) => (
          <Menu.Item key={status} onClick={() => setStatus.mutate({ jobId: job._id, status })}>
            {t(jobStatusLabelKeys[status])}
          </Menu.Item>
        ))}
        {auctionToggle && (
          <Menu.Item
            onClick={() =>
              action.mutate({ jobId: job._id, action: job.status === 'completed' ? 'reopen' : 'complete' })
            }
          >
            {t(job.status === 'completed' ? 'jobs.reopenAuction' : 'jobs.completeAuction')}
          </Menu.Item>
        )}
        {items.includes('mark-paid') && (
          <Menu.Item onClick={() => action.mutate({ jobId: job._id, action: 'paid' })}>{t('jobs.markPaid')}</Menu.Item>
        )}
        {items.includes('mark-unpaid') && (
          <Menu.Item onClick={() => action.mutate({ jobId: job._id, action: 'unpaid' })}>
            {t('jobs.markUnpaid')}
          </Menu.Item>
        )}
        {items.includes('delete') && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              onClick={() =>
                confirmAction(
                  t('jobs.removeConfirm'),
                  () => remove.mutate(job._id, { onSuccess: () => void navigate(afterRemove) }),
                  t('jobs.remove'),
                )
              }
            >
              {t('jobs.removeJob')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
