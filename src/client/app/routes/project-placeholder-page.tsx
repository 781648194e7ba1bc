import { useParams } from 'react-router';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { CommentsButton } from '#client/features/comments/components/comments-button.tsx';
import { t } from '#client/lib/page-data.ts';

/** The project view until the projects capability fills it: its title bar already carries the comments button. */
export const ProjectPlaceholderPage = () => {
  const { projectId = '' } = useParams();
  return (
    <>
      <PageHeader title={t('page.project')}>{projectId && <CommentsButton itemId={projectId} itemType="project" />}</PageHeader>
      <NothingHere />
    </>
  );
};
