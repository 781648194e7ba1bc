import { useRef, useState } from 'react';
import { Button, FileButton, Paper } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import type { SceneView } from '#shared/projects/scenes/scenes.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { t } from '../../texts.ts';
import { useRemoveSceneImage, useUploadSceneImage } from '../api/scene-image.ts';
import { useSaveSketch, useSketch } from '../api/scene-sketch.ts';
import { SceneNumbersControls, SceneNumbersOverlay, useSceneNumbers } from './scene-numbers.tsx';
import classes from './scene-card.module.css';
import { Sketcher } from './sketcher.tsx';

interface SceneImageProps {
  projectId: string;
  version: string;
  scene: SceneView;
  number: number;
  /** Storyboard editors upload, sketch and place numbers. */
  canUpload: boolean;
  canRemove: boolean;
  /** Contributors may hide the number overlays (spec §6 toggles). */
  showNumbers: boolean;
}

/**
 * A frame's drawing is asked for once the frame comes within a screen's height of the view: the drawings of a long
 * storyboard weigh megabytes, and asked for all at once they held back the frames themselves (decision 130).
 */
const nearTheView: IntersectionObserverInit = { rootMargin: '100% 0px' };

/** Frames on a wide screen's first screen, which the page shows first. */
const firstScreenFrames = 2;

/** The storyboard frame: the uploaded image, or an empty 16:9 placeholder. */
export const SceneImage = ({
  projectId,
  version,
  scene,
  number,
  canUpload,
  canRemove,
  showNumbers,
}: SceneImageProps) => {
  const upload = useUploadSceneImage(projectId, version, scene._id);
  const remove = useRemoveSceneImage(projectId, version, scene._id);
  const { ref: frameRef, entry } = useIntersection<HTMLDivElement>(nearTheView);
  const [nearlySeen, setNearlySeen] = useState(false);
  if (entry?.isIntersecting && !nearlySeen) setNearlySeen(true);
  const sketch = useSketch(projectId, scene._id, scene.hasSketch && nearlySeen);
  const saveSketch = useSaveSketch(projectId, version, scene._id);
  const numbers = useSceneNumbers(projectId, version, scene);
  const [sketching, setSketching] = useState(false);
  const resetRef = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending;
  return (
    <div ref={frameRef} className={`${Paper.classes.root} ${classes.frame}`} data-with-border>
      <div className={classes.picture}>
        {scene.image ? (
          <img
            className={classes.frameImage}
            src={scene.image}
            alt={t('scenes.imageAlt', { number })}
            // The first frames are on the first screen; the others load after them. A low priority also keeps React
            // from adding a preload for each frame to the head of a page the server draws (decision 130).
            fetchPriority={number <= firstScreenFrames ? undefined : 'low'}
          />
        ) : (
          <div className={classes.placeholder}>{t('scenes.scene', { number })}</div>
        )}
        {sketching ? (
          <Sketcher
            initial={sketch.data ?? ''}
            saving={saveSketch.isPending}
            onSave={(dataUrl) => saveSketch.mutate(dataUrl, { onSuccess: () => setSketching(false) })}
            onClose={() => setSketching(false)}
          />
        ) : (
          <>
            {scene.hasSketch && sketch.data ? (
              <img
                className={`${classes.frameImage} ${classes.overlay}`}
                src={sketch.data}
                alt=""
                data-testid="scene-sketch"
              />
            ) : null}
            {showNumbers ? (
              <SceneNumbersOverlay numbers={numbers.numbers} editable={canUpload} onMove={numbers.move} />
            ) : null}
          </>
        )}
      </div>
      {canUpload || (canRemove && scene.image) ? (
        <div className={classes.frameActions}>
          {canUpload && !sketching ? (
            <>
              <SceneNumbersControls numbers={numbers.numbers} onAdd={numbers.add} onReset={numbers.reset} />
              <Button size="compact-xs" variant="default" onClick={() => setSketching(true)}>
                {t('scenes.sketch')}
              </Button>
            </>
          ) : null}
          {canUpload ? (
            <FileButton
              resetRef={resetRef}
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(file) => {
                if (file) upload.mutate(file, { onSettled: () => resetRef.current?.() });
              }}
            >
              {(props) => (
                <Button {...props} size="compact-xs" variant="default" loading={upload.isPending} disabled={busy}>
                  {scene.image ? t('scenes.replaceImage') : t('scenes.uploadImage')}
                </Button>
              )}
            </FileButton>
          ) : null}
          {canRemove && scene.image ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() =>
                confirmAction(t('scenes.removeImageConfirm'), () => remove.mutate(), t('scenes.removeImage'))
              }
            >
              {t('scenes.removeImage')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
