import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { describeIssue } from '#client/lib/validation-messages.ts';
import { jobBidBodySchema } from '#shared/jobs/schemas.ts';
import { usePlaceBid } from '../api/place-bid.ts';
import { FileRefsInput, type FileRef } from './file-refs-input.tsx';
import { t } from '../texts.ts';

/** The jobBidForm modal (spec §2): the bidder's work on a claimed spot, a body and files; once sent the bid is locked. */
export const BidFormModal = ({
  jobId,
  userId,
  opened,
  onClose,
}: {
  jobId: string;
  userId: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const placeBid = usePlaceBid();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = jobBidBodySchema.safeParse({ jobId, user: userId, body, files });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue ? describeIssue(issue) : null);
      return;
    }
    placeBid.mutate(parsed.data, {
      onSuccess: () => {
        setBody('');
        setFiles([]);
        onClose();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('jobs.bidFormTitle')} size="lg">
      <Stack gap="sm">
        <Textarea
          label={t('jobs.bidBody')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          required
        />
        <FileRefsInput value={files} setValue={setFiles} label={t('jobs.files')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('jobs.cancel')}
          </Button>
          <Button onClick={submit} loading={placeBid.isPending}>
            {t('jobs.submitWork')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
