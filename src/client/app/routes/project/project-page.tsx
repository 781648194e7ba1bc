import { use } from 'react';
import { Alert, Box, Grid } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { canSeeProjectSection, type ProjectSection } from '#shared/projects/permissions.ts';
import { CommentsButton } from '#client/features/comments/index.ts';
import {
  ProjectMenu,
  ProjectNav,
  ProjectTitleBar,
  t,
  toProjectRecord,
  useProject,
} from '#client/features/projects/index.ts';
import { Loading } from '#client/components/loading.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { isProjectSection, loadSectionPage } from './section-pages.ts';
import type { ProjectSectionProps } from './sections/section-props.ts';

const SectionContent = ({ section, ...props }: ProjectSectionProps & { section: ProjectSection }) => {
  const renderSection = use(loadSectionPage(section));
  return renderSection(props);
};

/** The project page combines the projects feature with the sections other features fill. */
export const ProjectPage = () => {
  const { projectId = '', section: sectionParam, jobId } = useParams();
  const [searchParams] = useSearchParams();
  const query = useProject(projectId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const project = query.data;
  const version = searchParams.get('version') ?? 'original';
  const section =
    isProjectSection(sectionParam) && canSeeProjectSection(getCurrentUser(), toProjectRecord(project), sectionParam)
      ? sectionParam
      : null;
  if (!section) return <Navigate to={`/projects/${project._id}/scenes`} replace />;
  return (
    <Box>
      <ProjectTitleBar
        project={project}
        actions={
          <>
            <CommentsButton itemId={project._id} itemType="project" />
            <ProjectMenu project={project} />
          </>
        }
      />
      {!getCurrentUser() && (
        <Alert variant="light" mt="sm" py={6}>
          {t('project.readOnly')}
        </Alert>
      )}
      <Grid mt="md" gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
          <ProjectNav project={project} section={section} version={version} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 10 }}>
          {/* No boundary of its own: a drawn page hydrates in one pass (decision 129), and a section opened from the
              page is a transition, which keeps the section shown until the next one's code has arrived. */}
          <SectionContent project={project} section={section} version={version} jobId={jobId} />
        </Grid.Col>
      </Grid>
    </Box>
  );
};
