import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { reviewPath } from '#shared/projects/review/review.ts';
import { t } from '../../texts.ts';
import { useReviewVideos } from '../api/list-review-videos.ts';
import { ReviewStatus } from './review-status.tsx';

/**
 * The version's delivered videos the viewer may watch, each with its way to review (queued,
 * encoding n %, ready, or failed and why) and a link to the player; nothing when there are none.
 */
export const ReviewVideosPanel = ({ projectId, version }: { projectId: string; version: string }) => {
  const videos = useReviewVideos(projectId, version);
  const items = videos.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('review.panel')}>
      <Title order={3} size="h4" mb="xs">
        {t('review.panel')}
      </Title>
      <Stack gap={6}>
        {items.map((video) => (
          <Stack key={video._id} gap={2}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {t(`review.slot.${video.slot}`)}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {video.name}
                </Text>
                <ReviewStatus video={video} />
              </Group>
              {video.status === 'ready' ? (
                <Anchor component={Link} to={reviewPath(projectId, video._id)} size="sm" style={{ flexShrink: 0 }}>
                  {t('review.open')}
                </Anchor>
              ) : null}
            </Group>
            {video.failure ? (
              <Text size="xs" c="red.8" data-testid="review-failure">
                {video.failure}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
};
