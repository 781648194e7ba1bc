import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import type { SceneView } from '#shared/projects/scenes/scenes.ts';
import { useUnsavedChanges } from '#client/components/unsaved-changes-guard.ts';
import { commentsParam, commentsTagParam } from '#client/features/comments/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { useSaveScene } from '../api/save-scene.ts';
import classes from './scene-card.module.css';

interface SceneTextEditorProps {
  projectId: string;
  version: string;
  scene: SceneView;
  number: number;
  editable: boolean;
  /** After a conflict, Reset shows the newer text, so the list is fetched again. */
  onReload: () => void;
}

/**
 * Spec §5: Save and Reset only while the text differs from the saved one, disabled while saving.
 * On a conflict (409) the user's text stays in the editor beside the server's explanation.
 */
export const SceneTextEditor = ({ projectId, version, scene, number, editable, onReload }: SceneTextEditorProps) => {
  // A draft keeps the revision it was started from: a live update may bring a newer scene while the user
  // types, and saving on top of that one would overwrite the other person's change without a word.
  const [draft, setDraft] = useState<{ text: string; revision: number } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useSaveScene(projectId, version, scene._id);
  const text = draft?.text ?? scene.text;
  const modified = draft !== null && draft.text !== scene.text;
  // The comments modal opens over the scenes, which keep their text.
  useUnsavedChanges(editable && modified, { ignoredParams: [commentsParam, commentsTagParam] });

  if (!editable) {
    return (
      <p className={classes.text} data-empty={scene.text ? undefined : true}>
        {scene.text || t('script.empty')}
      </p>
    );
  }

  const onSave = () => {
    setConflict(null);
    save.mutate(
      { text, revision: draft?.revision ?? scene.revision },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
        },
      },
    );
  };
  const onReset = () => {
    setDraft(null);
    if (conflict) onReload();
    setConflict(null);
  };

  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t('scenes.scene', { number })}
        placeholder={t('scenes.textPlaceholder')}
        autosize
        minRows={3}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((current) => ({ text: value, revision: current?.revision ?? scene.revision }));
        }}
      />
      {conflict ? (
        <Alert color="orange" variant="light" py={6}>
          {conflict}
        </Alert>
      ) : null}
      {modified ? (
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onReset} disabled={save.isPending}>
            {t('common.reset')}
          </Button>
          <Button size="xs" onClick={onSave} loading={save.isPending} disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
};
