import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '#shared/i18n/index.ts';
import type { SceneReview } from '#shared/projects/scenes/scenes.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useMarkSceneReviewed } from '../api/mark-scene-reviewed.ts';

interface SceneReviewNoticeProps {
  projectId: string;
  version: string;
  sceneId: string;
  review: SceneReview;
}

/** Decision 043: the scene's text changed after the drawing was approved; a PM checks it and clears the flag. */
export const SceneReviewNotice = ({ projectId, version, sceneId, review }: SceneReviewNoticeProps) => {
  const mark = useMarkSceneReviewed(projectId, version, sceneId);
  return (
    <Alert color="orange" variant="light" py={6} mb="xs" data-testid="scene-review">
      <Group gap="xs" justify="space-between">
        <Group gap="xs" style={{ flex: '1 1 240px' }}>
          <Badge color="orange" variant="filled" size="sm">
            {t('scenes.reviewBadge')}
          </Badge>
          <Text size="xs">
            {t('scenes.reviewChanged', {
              name: review.by ?? t('scenes.reviewSomeone'),
              date: formatDateTime(getPageData().locale, review.at),
            })}
          </Text>
        </Group>
        <Button
          size="compact-xs"
          color="orange"
          variant="light"
          loading={mark.isPending}
          disabled={mark.isPending}
          onClick={() => mark.mutate()}
        >
          {t('scenes.markReviewed')}
        </Button>
      </Group>
    </Alert>
  );
};
