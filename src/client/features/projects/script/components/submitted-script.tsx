import { Paper, Stack, Text } from '@mantine/core';
import { wordCount } from '#shared/format/word-count.ts';
import { splitScriptParagraphs } from '#shared/projects/scenes/scenes.ts';
import type { SceneListResponse } from '#shared/projects/scenes/scenes.ts';
import { t } from '../../texts.ts';

export type SubmittedScriptBody = NonNullable<SceneListResponse['submittedScript']>;

/** The raw script as it was submitted, with the comments for the writer, read-only. */
export const SubmittedScriptText = ({ script }: { script: SubmittedScriptBody }) => (
  <Stack gap="xs" data-testid="submitted-script">
    {/* Counted by the runtime's word segmenter: the server's (decision 129) and the browser's may differ on odd text. */}
    <Text size="sm" c="dimmed" suppressHydrationWarning>
      {t('script.submittedCounts', {
        scenes: splitScriptParagraphs(script.body).length,
        words: wordCount(script.body),
      })}
    </Text>
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {script.body}
      </Text>
    </Paper>
    {script.comments !== '' ? (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        <Text span fw={600} size="sm">
          {t('script.rawComments')}:{' '}
        </Text>
        {script.comments}
      </Text>
    ) : null}
  </Stack>
);
