import { Alert, Box, Grid } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { projectSections, canSeeProjectSection, type ProjectSection } from '#shared/projects/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { usesDriveStoryboards } from '#shared/projects/storyboards/drive-storyboards.ts';
import { CommentsButton } from '#client/features/comments/index.ts';
import {
  AddonsSection,
  CollaboratorsSection,
  ProjectMenu,
  ProjectNav,
  ProjectTitleBar,
  ScenesSection,
  ScriptSection,
  SettingsSection,
  SocialMediaSection,
  StoryboardBriefSection,
  t,
  toProjectRecord,
  useProject,
} from '#client/features/projects/index.ts';
import { JobsSection } from '#client/features/jobs/index.ts';
import { Loading } from '#client/components/loading.tsx';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { ScenesLayout } from './scenes-layout.tsx';

export { JobPage } from './job-page.tsx';

const isSection = (value: string | undefined): value is ProjectSection =>
  projectSections.some((section) => section === value);

const SectionContent = ({
  project,
  section,
  version,
  jobId,
}: {
  project: ProjectView;
  section: ProjectSection;
  version: string;
  jobId: string | undefined;
}) => {
  switch (section) {
    case 'scenes':
      return (
        <ScenesLayout project={project} version={version}>
          <ScenesSection
            projectId={project._id}
            record={toProjectRecord(project)}
            builtInStoryboard={!usesDriveStoryboards(project)}
            sceneActions={(scene) => <CommentsButton itemId={scene._id} itemType="scene" compact />}
          />
        </ScenesLayout>
      );
    case 'script':
      return <ScriptSection project={project} />;
    case 'sb-brief':
      return <StoryboardBriefSection project={project} />;
    case 'addons':
      return <AddonsSection />;
    case 'collabs':
      return <CollaboratorsSection project={project} />;
    case 'settings':
      return <SettingsSection project={project} />;
    case 'socialmedia':
      return <SocialMediaSection project={project} />;
    case 'jobs':
      return (
        <JobsSection
          project={project}
          jobId={jobId}
          renderComments={(id) => <CommentsButton itemId={id} itemType="job" />}
        />
      );
    default:
      return <NothingHere />;
  }
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
    isSection(sectionParam) && canSeeProjectSection(getCurrentUser(), toProjectRecord(project), sectionParam)
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
          <SectionContent project={project} section={section} version={version} jobId={jobId} />
        </Grid.Col>
      </Grid>
    </Box>
  );
};
