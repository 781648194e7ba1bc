import { useState } from 'react';
import { Button, Paper, Stack, Textarea } from '@mantine/core';
import { useJobAction } from '../api/job-action.ts';
import { FileRefsInput, type FileRef } from './file-refs-input.tsx';
import { t } from '../texts.ts';

/** Submit for approval (inprogress, the claimer only): the work's files and a comment for the moderator, at least one of them. */
export const SubmitWorkForm = ({ jobId }: { jobId: string }) => {
  const action = useJobAction();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    // Work with neither a word nor a file leaves the moderator nothing to approve (the server refuses it too).
    if (comment.trim() === '' && files.length === 0) {
      setError(t('jobs.submitEmpty'));
      return;
    }
    action.mutate({ jobId, action: 'submit', body: { comment, files } });
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Textarea
          label={t('jobs.comment')}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
        />
        <FileRefsInput value={files} setValue={setFiles} label={t('jobs.files')} />
        <Button onClick={submit} loading={action.isPending}>
          {t('jobAction.submit')}
        </Button>
      </Stack>
    </Paper>
  );
};
