import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ProjectView } from '#shared/projects/project.ts';
import { scriptWordCount } from '#shared/projects/script/script.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import { Loading } from '#client/components/loading.tsx';
import { t } from '../../texts.ts';
import { useScenes } from '../../scenes/api/get-scenes.ts';
import { MusicTrackPlayer } from '../components/music-track-player.tsx';
import { SubmittedScriptText } from '../components/submitted-script.tsx';

/**
 * The script section (spec §2): the music track, every scene's text read-only and in order, and the word
 * count. The original script's count is the server's, as the title bar shows it: browsers segment words
 * with ICU versions of their own ('e.g.' is one word to the server and two to Chromium), so a second count
 * made here would disagree with it.
 */
export const ScriptSection = ({ project }: { project: Pick<ProjectView, '_id' | 'wordCount'> }) => {
  const [params] = useSearchParams();
  const version = params.get('version') ?? 'original';
  const query = useScenes(project._id, version);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const { scenes, musicTrack, hidden, submittedScript } = query.data;
  const written = scenes.filter((scene) => scene.text.trim() !== '');
  // While its scenes are hidden from the client, the script they submitted stands in for them (issue 35).
  const shownScript = hidden ? submittedScript : null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('script.title')}
      </Title>
      <Text size="sm" c="dimmed" data-testid="script-word-count">
        {t('script.wordCount', {
          count: isOriginalVersion(version) ? project.wordCount : scriptWordCount(scenes),
        })}
      </Text>
      {musicTrack ? <MusicTrackPlayer track={musicTrack} /> : null}
      {shownScript ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t('script.submittedHeading')}>
          <Stack gap="xs">
            <Text fw={600}>{t('script.submittedHeading')}</Text>
            <Text size="sm">{t('script.submittedNote')}</Text>
            <SubmittedScriptText script={shownScript} />
          </Stack>
        </Paper>
      ) : written.length === 0 ? (
        <Text c="dimmed">{t('script.empty')}</Text>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            {written.map((scene) => (
              <Text key={scene._id} style={{ whiteSpace: 'pre-wrap' }}>
                {scene.text}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
};
