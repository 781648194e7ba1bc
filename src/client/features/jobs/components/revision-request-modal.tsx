import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { jobActionLabelKeys } from '#shared/jobs/status.ts';
import { useJobAction } from '../api/job-action.ts';
import { t } from '../texts.ts';

/** Request Revision asks for its reason first: the claimer reads it on the job and in their notification. */
export const RevisionRequestModal = ({
  jobId,
  opened,
  onClose,
}: {
  jobId: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const action = useJobAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const comment = reason.trim();
    if (comment === '') {
      setError(t('jobs.revisionReasonRequired'));
      return;
    }
    action.mutate(
      { jobId, action: 'reject', body: { comment } },
      {
        onSuccess: () => {
          setReason('');
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t(jobActionLabelKeys.reject)}>
      <Stack gap="sm">
        <Textarea
          label={t('jobs.revisionReason')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('jobs.cancel')}
          </Button>
          <Button color="orange" onClick={submit} loading={action.isPending}>
            {t(jobActionLabelKeys.reject)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
