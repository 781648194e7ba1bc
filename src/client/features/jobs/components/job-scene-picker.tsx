import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { scenesQueryOptions } from '#client/features/projects/index.ts';
import { t } from '../texts.ts';

/** Enough of a scene's text to tell it from its neighbours in a short list. */
const sceneTextShown = 60;

const sceneLabel = (position: number, text: string): string => {
  const line = text.trim().replace(/\s+/g, ' ');
  const cut = line.length > sceneTextShown ? `${line.slice(0, sceneTextShown)}…` : line;
  return cut === ''
    ? t('jobs.sceneNumber', { number: position + 1 })
    : `${t('jobs.sceneNumber', { number: position + 1 })} · ${cut}`;
};

/**
 * The original scenes a job is for (decision 098): all ticked at first, each may be unticked. `picked`
 * null means untouched, so every scene, whatever the list holds by the time the form is sent.
 */
export const JobScenePicker = ({
  projectId,
  picked,
  onChange,
}: {
  projectId: string;
  picked: string[] | null;
  onChange: (sceneIds: string[]) => void;
}) => {
  const scenes = useQuery(scenesQueryOptions(projectId, 'original'));
  if (scenes.isPending) return <Loader size="xs" aria-label={t('jobs.scenesLoading')} />;
  const list = scenes.data?.scenes ?? [];
  if (list.length === 0) return null;
  const value = picked ?? list.map((scene) => scene._id);
  return (
    <Checkbox.Group
      label={t('jobs.scenesFor')}
      description={t('jobs.scenesForHint')}
      value={value}
      onChange={onChange}
      data-testid="job-form-scenes"
    >
      <Stack gap={4} mt={6} mah={220} style={{ overflowY: 'auto' }}>
        {list.map((scene) => (
          <Checkbox key={scene._id} value={scene._id} label={sceneLabel(scene.position, scene.text)} />
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt={4}>
        {t('jobs.scenesPicked', { count: value.length, total: list.length })}
      </Text>
    </Checkbox.Group>
  );
};
