import { useState } from 'react';
import { Button, Paper, Stack, Textarea } from '@mantine/core';
import { useJobAction } from '../api/job-action.ts';
import { FileRefsInput, type FileRef } from './file-refs-input.tsx';
import { t } from '../texts.ts';

/** Submit for approval (inprogress, the claimer only): the work's files and a comment for the moderator. */
export const SubmitWorkForm = ({ jobId }: { jobId: string }) => {
  const action = useJobAction();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Textarea
          label={t('jobs.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <FileRefsInput value={files} setValue={setFiles} label={t('jobs.files')} />
        <Button
          onClick={() => action.mutate({ jobId, action: 'submit', body: { comment, files } })}
          loading={action.isPending}
        >
          {t('jobAction.submit')}
        </Button>
      </Stack>
    </Paper>
  );
};
