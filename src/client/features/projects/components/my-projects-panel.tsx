import { Anchor, Card, Group, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { useProjects } from '../api/get-projects.ts';
import { myProjectsPanelParams } from '../api/project-keys.ts';
import { t } from '../texts.ts';
import { ProjectCard, ProjectCardSkeleton } from './project-card.tsx';

/**
 * The dashboard's My Projects (spec §2). Beside the admins' to-do board it shows 4 cards read from the
 * left menu's own list of their projects, so the panel costs no request of its own there (decision 054);
 * everyone else loads just the cards shown.
 */
export const MyProjectsPanel = ({ limit, sharesMenuList }: { limit: number; sharesMenuList: boolean }) => {
  const { data, isPending } = useProjects(myProjectsPanelParams({ limit, sharesMenuList }));
  const projects = (data?.pages[0]?.items ?? []).slice(0, limit);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('dashboard.myProjects')}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('dashboard.myProjects')}
        </Title>
        <Anchor component={Link} to="/projects?filter=my-projects" size="sm">
          {t('projects.viewAll')}
        </Anchor>
      </Group>
      {!isPending && projects.length === 0 ? (
        <NothingHere />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: limit }} spacing="sm" aria-busy={isPending}>
          {isPending
            ? Array.from({ length: limit }, (_, index) => <ProjectCardSkeleton key={index} />)
            : projects.map((project) => <ProjectCard key={project._id} project={project} />)}
        </SimpleGrid>
      )}
    </Card>
  );
};
