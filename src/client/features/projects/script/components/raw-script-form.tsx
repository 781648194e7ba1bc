import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { rawScriptBodySchema } from '#shared/projects/script/script.ts';
import { useUnsavedChanges } from '#client/components/unsaved-changes-guard.ts';
import { commentsParam, commentsTagParam } from '#client/features/comments/index.ts';
import { t } from '../../texts.ts';
import { useSubmitRawScript } from '../api/submit-raw-script.ts';
import { SubmittedScriptText, type SubmittedScriptBody } from './submitted-script.tsx';

/**
 * Spec §2, §4: while the project is new, every signed-in user may paste the script; each paragraph
 * becomes a scene. Once submitted, the script stays in view and says where it went, since the scenes
 * it became stay hidden from the client until the work starts; more can still be added.
 */
export const RawScriptForm = ({
  projectId,
  submitted,
}: {
  projectId: string;
  submitted: SubmittedScriptBody | null;
}) => {
  const [adding, setAdding] = useState(false);
  if (submitted && !adding)
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('script.submittedTitle')}>
        <Stack gap="sm">
          <Text fw={600}>{t('script.submittedTitle')}</Text>
          <Text size="sm">{t('script.submittedWhere')}</Text>
          <SubmittedScriptText script={submitted} />
          <Group justify="flex-end">
            <Button variant="light" onClick={() => setAdding(true)}>
              {t('script.addMore')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  return <RawScriptEditor projectId={projectId} adding={submitted !== null} onDone={() => setAdding(false)} />;
};

const RawScriptEditor = ({ projectId, adding, onDone }: { projectId: string; adding: boolean; onDone: () => void }) => {
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
          {t(adding ? 'script.addHint' : 'script.rawHint')}
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
          {adding ? (
            <Button variant="default" onClick={onDone} disabled={submit.isPending}>
              {t('script.cancelAdd')}
            </Button>
          ) : null}
          <Button
            disabled={!parsed.success || submit.isPending}
            loading={submit.isPending}
            onClick={() => {
              if (parsed.success)
                submit.mutate(parsed.data, {
                  onSuccess: () => {
                    setBody('');
                    setComments('');
                    onDone();
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
