import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import type { Job } from '#shared/jobs/schemas.ts';
import {
  allowedJobActions,
  availableListIsOwn,
  canClaimSpot,
  canEditPaidBy,
  canSubmitBid,
  claimBar,
  isClaimer,
} from '#shared/jobs/permissions.ts';
import { bidCountOf, isBiddingClosed, jobActionLabelKeys, type JobActionName } from '#shared/jobs/status.ts';
import { isPricedPerScene } from '#shared/jobs/pricing.ts';
import { formatDate } from '#shared/i18n/index.ts';
import { Loading } from '#client/components/loading.tsx';
import { getCurrentUser, getPageData } from '#client/lib/page-data.ts';
import { useClaimSpot } from '../api/claim-spot.ts';
import { useJob } from '../api/get-job.ts';
import { useJobAction } from '../api/job-action.ts';
import { BidFormModal } from './bid-form-modal.tsx';
import { Countdown } from './countdown.tsx';
import { JobBadges } from './job-badges.tsx';
import { JobBids } from './job-bids.tsx';
import { JobFiles } from './job-files.tsx';
import { countdownExpiry, jobName, money, toJobRecord } from './job-labels.ts';
import { JobMenu } from './job-menu.tsx';
import { PaidByEditor } from './paid-by-editor.tsx';
import { RevisionRequestModal } from './revision-request-modal.tsx';
import { SubmitWorkForm } from './submit-work-form.tsx';
import { t } from '../texts.ts';

const actionColors: Partial<Record<JobActionName, string>> = {
  approve: 'green',
  reject: 'orange',
  'release-user': 'red',
  'release-myself': 'gray',
};

const Html = ({ html }: { html: string }) => (
  <Typography>
    {/* Rendered and sanitised by the one renderMarkdown on the server. */}
    <div dangerouslySetInnerHTML={{ __html: html }} />
  </Typography>
);

const JobActions = ({ job }: { job: Job }) => {
  const user = getCurrentUser();
  const record = toJobRecord(job);
  const action = useJobAction();
  const claimSpot = useClaimSpot();
  const [bidFormOpened, bidForm] = useDisclosure(false);
  const [revisionOpened, revisionForm] = useDisclosure(false);
  // Submitting has its own form below; every other action is one button.
  const buttons = allowedJobActions(user, record).filter((name) => name !== 'submit');
  const now = new Date();
  const spotsLeft = Math.max(0, job.bidLimit - bidCountOf(record));
  // A job still to be taken tells a contributor why they cannot take it, instead of showing no button;
  // project managers hand jobs out and need no such word.
  const takeable = job.isAuction ? !isBiddingClosed(record, now) : job.status === 'open' && !job.claimedBy;
  const bar = takeable && availableListIsOwn(user) ? claimBar(user, record) : null;
  return (
    <Group gap="xs" wrap="wrap">
      {buttons.map((name) => (
        <Button
          key={name}
          color={actionColors[name]}
          onClick={() => (name === 'reject' ? revisionForm.open() : action.mutate({ jobId: job._id, action: name }))}
          loading={action.isPending && action.variables.action === name}
        >
          {t(jobActionLabelKeys[name])}
        </Button>
      ))}
      {bar && (
        <Text size="sm" c="dimmed" data-testid="job-claim-bar">
          {bar === 'role' ? t('jobs.claimBarRole', { type: t(`jobs.type.${job.jobType}`) }) : t('jobs.claimBarStaff')}
        </Text>
      )}
      {buttons.includes('reject') && (
        <RevisionRequestModal jobId={job._id} opened={revisionOpened} onClose={revisionForm.close} />
      )}
      {job.isAuction && job.status !== 'completed' && (
        <Text size="sm" c="dimmed" data-testid="job-spots">
          {t('jobs.spotsLeft', { left: spotsLeft, limit: job.bidLimit })}
        </Text>
      )}
      {canClaimSpot(user, record, now) && !job.isExpired && (
        <Button onClick={() => claimSpot.mutate(job._id)} loading={claimSpot.isPending}>
          {t('jobs.claimSpot')}
        </Button>
      )}
      {user && canSubmitBid(user, record, now) && !job.isExpired && (
        <>
          <Button onClick={bidForm.open}>{t('jobs.submitWork')}</Button>
          <BidFormModal jobId={job._id} userId={user._id} opened={bidFormOpened} onClose={bidForm.close} />
        </>
      )}
    </Group>
  );
};

interface JobViewProps {
  jobId: string;
  /** The comments button, placed by the page that combines features. */
  comments?: ReactNode;
  /** Where to go after the job is removed. */
  afterRemove: string;
}

/** The job view (spec §2): body, files, countdown, claims, submission, moderation, bids and the job menu. */
export const JobView = ({ jobId, comments, afterRemove }: JobViewProps) => {
  const query = useJob(jobId);
  const user = getCurrentUser();
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const { job } = query.data;
  const { locale } = getPageData();
  const expiryDate = countdownExpiry(job);
  return (
    <Stack gap="md" data-testid="job-view">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={2}>{jobName(job)}</Title>
          <Anchor component={Link} to={`/projects/${job.project._id}/jobs`} size="sm">
            {job.project.title}
          </Anchor>
          <JobBadges job={job} />
        </Stack>
        <Group gap="xs">
          {comments}
          <JobMenu job={job} afterRemove={afterRemove} />
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text size="xl" fw={700} data-testid="job-total">
              {money(job.total)}
            </Text>
            {isPricedPerScene(job.jobType) && (
              <Text size="sm" c="dimmed">
                {t('jobs.perScene', { price: money(job.price), scenes: job.sceneCount })}
              </Text>
            )}
          </Group>
          {expiryDate && <Countdown expiryDate={expiryDate} expired={job.isExpired} />}
          {job.claimedBy && <Text size="sm">{t('jobs.claimedBy', { name: job.claimedBy.name })}</Text>}
          {job.paidBy && (
            <Group gap="xs">
              <Text size="sm" data-testid="job-paid-by">
                {t('jobs.paidBy', { name: job.paidBy.name, date: formatDate(locale, job.paidBy.date) })}
              </Text>
              {canEditPaidBy(user, job) && (
                <PaidByEditor key={job.paidBy.date + job.paidBy.user} jobId={job._id} paidBy={job.paidBy} />
              )}
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t('jobs.style')}: {t(`jobs.style.${job.style}`)} ·{' '}
            {t('jobs.posted', { date: formatDate(locale, job.created) })}
          </Text>
        </Stack>
      </Paper>
      {job.bodyHtml && <Html html={job.bodyHtml} />}
      {job.files.length > 0 && <JobFiles files={job.files} />}
      {job.status === 'inprogress' && job.revision && (
        <Alert
          color="orange"
          title={t('jobs.revisionRequested', { date: formatDate(locale, job.revision.date) })}
          data-testid="job-revision"
        >
          <Html html={job.revision.commentHtml} />
        </Alert>
      )}
      <JobActions job={job} />
      {job.status === 'inprogress' && isClaimer(user, toJobRecord(job)) && <SubmitWorkForm jobId={job._id} />}
      {job.submission && (
        <Paper withBorder p="sm" radius="md" data-testid="job-submission">
          <Text fw={600} mb={4}>
            {t('jobs.submission')}
          </Text>
          {job.submission.commentHtml && <Html html={job.submission.commentHtml} />}
          {job.submission.files.length > 0 && <JobFiles files={job.submission.files} />}
        </Paper>
      )}
      <JobBids job={job} />
    </Stack>
  );
};
