import type { CSSProperties } from 'react';
import { Card, Progress, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import type { ProjectCard as ProjectCardData } from '#shared/projects/project.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { AvatarGroup } from '#client/components/avatar-group.tsx';
import { DeferredTooltip } from '#client/components/deferred-tooltip.tsx';
import { PlainBadge } from '#client/components/plain-badge.tsx';
import { plainCardClasses } from '#client/components/plain-classes.ts';
import { getCurrentUser, getPageData } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';
import classes from './project-card.module.css';

const StarIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);

export const ProjectCard = ({ project }: { project: ProjectCardData }) => {
  const user = getCurrentUser();
  const cover = project.videoCoverUrl ? imageUrl(getPageData().mediaHost, project.videoCoverUrl) : null;
  return (
    <Link to={`/projects/${project._id}/scenes`} className={`${plainCardClasses} ${classes.card}`} data-with-border>
      <div className={classes.cover}>
        {cover ? (
          <img className={classes.coverImage} src={cover} alt="" />
        ) : (
          <div className={classes.coverLetter} aria-hidden="true">
            {project.title.slice(0, 1).toUpperCase()}
          </div>
        )}
      </div>
      <div className={classes.details}>
        <div className={classes.titleRow}>
          <p className={classes.title}>{project.title}</p>
          {project.starred && (
            <DeferredTooltip label={t('projects.priority')}>
              <span className={classes.star} aria-label={t('projects.priority')}>
                <StarIcon />
              </span>
            </DeferredTooltip>
          )}
        </div>
        <div className={classes.badges}>
          <PlainBadge look={{ variant: 'light', color: 'blue' }} size="sm">
            {t(`projectStatus.${project.status}`)}
          </PlainBadge>
          {project.purchased && (
            <PlainBadge look={{ variant: 'light', color: 'green' }} size="sm">
              {t('projectStatus.purchased')}
            </PlainBadge>
          )}
          {project.onhold && (
            <PlainBadge look={{ variant: 'light', color: 'orange' }} size="sm">
              {t('projectStatus.onhold')}
            </PlainBadge>
          )}
          {project.internal && can(user, 'seeInternalTag') && (
            <PlainBadge look={{ variant: 'outline', color: 'gray' }} size="sm">
              {t('projects.internalTag')}
            </PlainBadge>
          )}
          {project.deleted && (
            <PlainBadge look={{ variant: 'light', color: 'red' }} size="sm">
              {t('projects.inTrash')}
            </PlainBadge>
          )}
        </div>
        {can(user, 'seeProgressBar') && (
          <div className={`${Progress.classes.root} ${classes.progress}`} data-size="sm">
            <div
              className={`${Progress.classes.section} ${classes.progressDone}`}
              style={{ '--progress-section-size': `${project.progress}%` } as CSSProperties}
              role="progressbar"
              aria-label={t('projects.progress', { value: project.progress })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={project.progress}
              aria-valuetext={`${project.progress}%`}
            />
          </div>
        )}
        {can(user, 'seeCollaborators') && project.collabs.length > 0 && <AvatarGroup people={project.collabs} />}
      </div>
    </Link>
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
