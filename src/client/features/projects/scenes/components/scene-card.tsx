import { useState, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Button, NativeSelect, Tooltip } from '@mantine/core';
import {
  canRemoveSceneText,
  sceneStatuses,
  sceneStatusLabelKeys,
  type SceneStatus,
  type SceneView,
} from '#shared/projects/scenes/scenes.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { PlainBadge } from '#client/components/plain-badge.tsx';
import { plainCardClasses } from '#client/components/plain-classes.ts';
import { showToast } from '#client/lib/toasts.ts';
import { t } from '../../texts.ts';
import { useSaveScene } from '../api/save-scene.ts';
import classes from './scene-card.module.css';
import { SceneHistoryDrawer } from './scene-history-drawer.tsx';
import { SceneImage } from './scene-image.tsx';
import { SceneReviewNotice } from './scene-review-notice.tsx';
import { SceneTextEditor } from './scene-text-editor.tsx';

export interface ScenePermissions {
  editText: boolean;
  selectStatus: boolean;
  remove: boolean;
  uploadImage: boolean;
  removeImage: boolean;
  showImage: boolean;
  showNumbers: boolean;
  viewHistory: boolean;
  /** PMs see and clear the changed-after-approval flag (decision 043). */
  review: boolean;
}

interface SceneCardProps {
  projectId: string;
  version: string;
  scene: SceneView;
  number: number;
  allowed: ScenePermissions;
  removing: boolean;
  onRemove: () => void;
  onReload: () => void;
  /** The drag handle, when the user may reorder. */
  handle?: ReactNode;
  actions?: ReactNode;
  style?: CSSProperties;
  cardRef?: (element: HTMLElement | null) => void;
}

const isSceneStatus = (value: string): value is SceneStatus => sceneStatuses.some((status) => status === value);

const RemoveIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);

const SceneStatusControl = ({
  projectId,
  version,
  scene,
  allowed,
}: Pick<SceneCardProps, 'projectId' | 'version' | 'scene' | 'allowed'>) => {
  const save = useSaveScene(projectId, version, scene._id);
  if (!allowed.selectStatus) {
    return scene.status ? (
      <PlainBadge look={{ variant: 'light', color: 'blue' }}>{t(sceneStatusLabelKeys[scene.status])}</PlainBadge>
    ) : null;
  }
  return (
    <NativeSelect
      className={classes.status}
      size="xs"
      aria-label={t('scenes.status')}
      value={scene.status ?? ''}
      disabled={save.isPending}
      data={[
        { value: '', label: t('scenes.noStatus'), disabled: true },
        ...sceneStatuses.map((status) => ({ value: status, label: t(sceneStatusLabelKeys[status]) })),
      ]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isSceneStatus(value)) save.mutate({ status: value, revision: scene.revision });
      }}
    />
  );
};

export const SceneCard = ({
  projectId,
  version,
  scene,
  number,
  allowed,
  removing,
  onRemove,
  onReload,
  handle,
  actions,
  style,
  cardRef,
}: SceneCardProps) => {
  const [historyOpen, setHistoryOpen] = useState(false);
  // The drawer joins the card when its button is first reached and stays: a closed drawer in every card was a portal,
  // a transition and a history query's observer each, sixty of them on a long storyboard.
  const [historyAsked, setHistoryAsked] = useState(false);
  return (
    <div
      className={`${plainCardClasses} ${classes.card}`}
      data-with-border
      ref={cardRef}
      style={style}
      data-testid="scene-card"
      data-item-id={scene._id}
    >
      <div className={classes.header}>
        <div className={classes.titleRow}>
          {handle}
          <p className={classes.title}>{t('scenes.scene', { number })}</p>
        </div>
        <div className={classes.controls}>
          {actions}
          {allowed.viewHistory ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              // Joined as a pointer or the focus reaches the button, so that the first opening slides in as the next.
              onPointerEnter={() => setHistoryAsked(true)}
              onFocus={() => setHistoryAsked(true)}
              onClick={() => {
                setHistoryAsked(true);
                setHistoryOpen(true);
              }}
            >
              {t('scenes.history')}
            </Button>
          ) : null}
          <SceneStatusControl projectId={projectId} version={version} scene={scene} allowed={allowed} />
          {allowed.remove ? (
            <Tooltip label={t('scenes.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('scenes.remove')}
                disabled={removing}
                onClick={() =>
                  // Spec §8: a scene that still has text is not removed, and says so with a warning.
                  canRemoveSceneText(scene)
                    ? confirmAction(t('scenes.removeConfirm'), onRemove, t('scenes.remove'))
                    : showToast('warning', t('scenes.removeWithText'))
                }
              >
                <RemoveIcon />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </div>
      </div>
      {allowed.review && scene.review ? (
        <SceneReviewNotice projectId={projectId} version={version} sceneId={scene._id} review={scene.review} />
      ) : null}
      <div className={allowed.showImage ? `${classes.body} ${classes.withFrame}` : classes.body}>
        {allowed.showImage ? (
          <SceneImage
            projectId={projectId}
            version={version}
            scene={scene}
            number={number}
            canUpload={allowed.uploadImage}
            canRemove={allowed.removeImage}
            showNumbers={allowed.showNumbers}
          />
        ) : null}
        <SceneTextEditor
          projectId={projectId}
          version={version}
          scene={scene}
          number={number}
          editable={allowed.editText}
          onReload={onReload}
        />
      </div>
      {allowed.viewHistory && historyAsked ? (
        <SceneHistoryDrawer
          sceneId={scene._id}
          number={number}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
    </div>
  );
};
