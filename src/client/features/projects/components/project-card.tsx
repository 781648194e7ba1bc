import { Badge, Card, Group, Progress, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import type { ProjectCard as ProjectCardData } from '#shared/projects/project.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { AvatarGroup } from '#client/components/avatar-group.tsx';
import { getCurrentUser, getPageData } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';

const StarIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);

export const ProjectCard = ({ project }: { project: ProjectCardData }) => {
  const user = getCurrentUser();
  const cover = project.videoCoverUrl ? imageUrl(getPageData().mediaHost, project.videoCoverUrl) : null;
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={`/projects/${project._id}/scenes`}>
      <Card.Section>
        {cover ? (
          <img
            src={cover}
            alt=""
            style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <div
            style={{
              aspectRatio: '16 / 9',
              background: 'var(--mantine-color-gray-1)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Text c="dimmed" size="xl" fw={700} aria-hidden="true">
              {project.title.slice(0, 1).toUpperCase()}
            </Text>
          </div>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text fw={600} lineClamp={1}>
            {project.title}
          </Text>
          {project.starred && (
            <Tooltip label={t('projects.priority')}>
              <Text c="yellow.6" component="span" aria-label={t('projects.priority')} display="flex">
                <StarIcon />
              </Text>
            </Tooltip>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`projectStatus.${project.status}`)}
          </Badge>
          {project.purchased && (
            <Badge variant="light" color="green" size="sm">
              {t('projectStatus.purchased')}
            </Badge>
          )}
          {project.onhold && (
            <Badge variant="light" color="orange" size="sm">
              {t('projectStatus.onhold')}
            </Badge>
          )}
          {project.internal && can(user, 'seeInternalTag') && (
            <Badge variant="outline" color="gray" size="sm">
              {t('projects.internalTag')}
            </Badge>
          )}
          {project.deleted && (
            <Badge variant="light" color="red" size="sm">
              {t('projects.inTrash')}
            </Badge>
          )}
        </Group>
        {can(user, 'seeProgressBar') && (
          <Progress
            value={project.progress}
            size="sm"
            aria-label={t('projects.progress', { value: project.progress })}
          />
        )}
        {can(user, 'seeCollaborators') && project.collabs.length > 0 && <AvatarGroup people={project.collabs} />}
      </Stack>
    </Card>
  );
};

/**
 * A card's place while the list loads: the same frame, cover and rows, so the cards arrive without
 * moving what is below them (decision 118).
 */
export const ProjectCardSkeleton = () => (
  <Card withBorder radius="md" padding="sm" aria-hidden="true">
    <Card.Section>
      <Skeleton radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
    </Card.Section>
    <Stack gap={6} mt="sm">
      <Skeleton height={24} width="70%" />
      <Skeleton height={18} width={90} />
      {can(getCurrentUser(), 'seeProgressBar') && <Skeleton height={8} />}
    </Stack>
  </Card>
);
