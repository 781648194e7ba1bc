import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  canEditSceneText,
  canEditStoryboard,
  canSelectSceneStatus,
  canSubmitRawScript,
  type ProjectRecord,
} from '#shared/projects/permissions.ts';
import { sceneStatuses, type SceneView } from '#shared/projects/scenes/scenes.ts';
import { hasStoryboard } from '#shared/projects/status.ts';
import { can } from '#shared/users/permissions.ts';
import { Loading } from '#client/components/loading.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useAddScene } from '../api/add-scene.ts';
import { useScenes } from '../api/get-scenes.ts';
import { sceneKeys } from '../api/scene-keys.ts';
import { useRemoveScene } from '../api/remove-scene.ts';
import { useSortScenes } from '../api/sort-scenes.ts';
import { ClientBannerAlert } from '../../approvals/components/client-banner-alert.tsx';
import { RawScriptForm } from '../../script/components/raw-script-form.tsx';
import { SceneCard, type ScenePermissions } from '../components/scene-card.tsx';
import { SortableSceneList, type SortableRenderProps } from '../components/sortable-scene-list.tsx';

/** The scenes section of the project page (spec §2): the client banner, then one card per scene. */
interface ScenesSectionProps {
  projectId: string;
  record: ProjectRecord;
  /** False for meta version 1, whose storyboards are on the drive: the scenes then show no images. */
  builtInStoryboard?: boolean;
  /** What other features put on each scene card (the comments button with its count). */
  sceneActions?: (scene: SceneView) => ReactNode;
}

/** Decision 043: the PM's count of scenes changed after approval, with a switch to show only those. */
const ReviewSummary = ({
  count,
  onlyFlagged,
  onToggle,
}: {
  count: number;
  onlyFlagged: boolean;
  onToggle: () => void;
}) => (
  <Alert color="orange" variant="light" data-testid="review-summary">
    <Group justify="space-between" gap="sm">
      <Text size="sm" style={{ flex: '1 1 260px' }}>
        {count === 1 ? t('scenes.reviewSummaryOne') : t('scenes.reviewSummaryMany', { count })}
      </Text>
      <Button size="xs" variant="light" color="orange" onClick={onToggle}>
        {onlyFlagged ? t('scenes.showAll') : t('scenes.showFlagged')}
      </Button>
    </Group>
  </Alert>
);

export const ScenesSection = ({ projectId, record, builtInStoryboard = true, sceneActions }: ScenesSectionProps) => {
  const [params, setParams] = useSearchParams();
  const version = params.get('version') ?? 'original';
  const user = getCurrentUser();
  const queryClient = useQueryClient();
  const query = useScenes(projectId, version);
  const add = useAddScene(projectId, version);
  const remove = useRemoveScene(projectId, version);
  const sort = useSortScenes(projectId, version);
  const [showNumbers, setShowNumbers] = useState(true);
  const [showImages, setShowImages] = useState(true);
  const filterStatus = sceneStatuses.find((status) => status === params.get('filterStatus')) ?? null;
  const mayReview = can(user, 'reviewChangedScenes');

  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const { hidden } = query.data;
  const flagged = mayReview ? query.data.scenes.filter((scene) => scene.review !== null) : [];
  // Once the last flagged scene is reviewed the whole list comes back.
  const onlyFlagged = flagged.length > 0 && params.get('review') === 'changed';
  const scenes = query.data.scenes.filter(
    (scene) => (!filterStatus || scene.status === filterStatus) && (!onlyFlagged || scene.review !== null),
  );
  const filtered = filterStatus !== null || onlyFlagged;
  const toggleFlagged = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (onlyFlagged) next.delete('review');
      else next.set('review', 'changed');
      return next;
    });
  const storyboard = builtInStoryboard && hasStoryboard(record.status);
  const allowed: ScenePermissions = {
    editText: canEditSceneText(user, record),
    selectStatus: canSelectSceneStatus(user, record),
    remove: can(user, 'deleteScenes'),
    uploadImage: builtInStoryboard && canEditStoryboard(user),
    removeImage: builtInStoryboard && can(user, 'deleteStoryboardImage'),
    showImage: builtInStoryboard && showImages && (storyboard || scenes.some((scene) => scene.image !== null)),
    showNumbers,
    viewHistory: can(user, 'viewScriptHistory'),
    review: mayReview,
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: sceneKeys.list(projectId, version) });
  // A filtered list keeps each scene's number in the whole script.
  const card = (scene: SceneView, sortable?: SortableRenderProps) => (
    <SceneCard
      key={scene._id}
      projectId={projectId}
      version={version}
      scene={scene}
      number={query.data.scenes.indexOf(scene) + 1}
      allowed={allowed}
      removing={remove.isPending}
      onRemove={() => remove.mutate(scene._id)}
      onReload={reload}
      actions={sceneActions?.(scene)}
      {...sortable}
    />
  );

  return (
    <Stack gap="md">
      <ClientBannerAlert projectId={projectId} record={record} />
      {flagged.length > 0 ? (
        <ReviewSummary count={flagged.length} onlyFlagged={onlyFlagged} onToggle={toggleFlagged} />
      ) : null}
      {can(user, 'toggleSceneNumbers') && storyboard ? (
        <Group gap="lg">
          <Switch
            label={t('scenes.toggleNumbers')}
            checked={showNumbers}
            onChange={(event) => setShowNumbers(event.currentTarget.checked)}
          />
          {can(user, 'toggleStoryboardImages') ? (
            <Switch
              label={t('scenes.toggleImages')}
              checked={showImages}
              onChange={(event) => setShowImages(event.currentTarget.checked)}
            />
          ) : null}
        </Group>
      ) : null}
      {canSubmitRawScript(user, record) && version === 'original' ? (
        <RawScriptForm projectId={projectId} submitted={query.data.submittedScript} />
      ) : null}
      {hidden ? (
        <Text c="dimmed">{t('scenes.hidden')}</Text>
      ) : scenes.length === 0 ? (
        <Text c="dimmed">{t('scenes.empty')}</Text>
      ) : can(user, 'dragScenes') && !filtered ? (
        <SortableSceneList scenes={scenes} onSort={sort.mutate} render={card} />
      ) : (
        <Stack gap="md">{scenes.map((scene) => card(scene))}</Stack>
      )}
      {can(user, 'addScenes') && !hidden ? (
        <Group>
          <Button variant="light" onClick={() => add.mutate()} loading={add.isPending} disabled={add.isPending}>
            {t('scenes.add')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
};
