import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { rawScriptBodySchema } from '#shared/projects/script/script.ts';
import { useUnsavedChanges } from '#client/components/unsaved-changes-guard.ts';
import { commentsParam, commentsTagParam } from '#client/features/comments/index.ts';
import { t } from '../../texts.ts';
import { useSubmitRawScript } from '../api/submit-raw-script.ts';

/** Spec §2, §4: while the project is new, every signed-in user may paste the script; each paragraph becomes a scene. */
export const RawScriptForm = ({ projectId }: { projectId: string }) => {
  const [body, setBody] = useState('');
  const [comments, setComments] = useState('');
  const submit = useSubmitRawScript(projectId);
  const parsed = rawScriptBodySchema.safeParse({ body, comments });
  useUnsavedChanges(body.trim() !== '' || comments.trim() !== '', { ignoredParams: [commentsParam, commentsTagParam] });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('script.rawTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('script.rawHint')}
        </Text>
        <Textarea
          label={t('script.rawBody')}
          autosize
          minRows={6}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Textarea
          label={t('script.rawComments')}
          autosize
          minRows={2}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            disabled={!parsed.success || submit.isPending}
            loading={submit.isPending}
            onClick={() => {
              if (parsed.success)
                submit.mutate(parsed.data, {
                  onSuccess: () => {
                    setBody('');
                    setComments('');
                  },
                });
            }}
          >
            {t('script.rawSubmit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
