import { Alert, Anchor, Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Loading } from '#client/components/loading.tsx';
import { t } from '../../texts.ts';
import { useReviewVideo } from '../api/get-review-video.ts';
import { ReviewStatus } from '../components/review-status.tsx';
import { ReviewWorkspace } from '../components/review-workspace.tsx';

/** /projects/{projectId}/review/{videoId}: the review player of one delivered video (issue 37). */
export const ReviewPage = () => {
  const { projectId = '', videoId = '' } = useParams();
  const query = useReviewVideo(projectId, videoId);
  if (query.isPending) return <Loading />;
  if (query.isError) return null;
  const { video, title, previous } = query.data;
  const ready = video.status === 'ready' && video.fpsNum !== null && video.fpsDen !== null && video.frameCount !== null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to={`/projects/${projectId}/scenes`} size="sm">
            {t('review.backToProject')}
          </Anchor>
          <Title order={2} size="h3">
            {title}
          </Title>
        </Stack>
        <Group gap="xs">
          <Badge variant="light">{t(`review.slot.${video.slot}`)}</Badge>
          <Anchor href={video.originalUrl} download={video.name} size="sm">
            {t('review.downloadOriginal')}
          </Anchor>
        </Group>
      </Group>
      {ready ? (
        <ReviewWorkspace
          video={video}
          previous={previous}
          rate={{ num: video.fpsNum ?? 1, den: video.fpsDen ?? 1 }}
          frameCount={video.frameCount ?? 1}
        />
      ) : video.status === 'failed' ? (
        <Alert color="red">{video.failure}</Alert>
      ) : (
        <Stack gap={4} maw={480}>
          <Group gap="xs">
            <Text size="sm">{t('review.waiting')}</Text>
            <ReviewStatus video={video} />
          </Group>
          <Progress value={video.progress} animated />
        </Stack>
      )}
    </Stack>
  );
};
