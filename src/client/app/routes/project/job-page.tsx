import { useParams } from 'react-router';
import { CommentsButton } from '#client/features/comments/index.ts';
import { JobView } from '#client/features/jobs/index.ts';

/** /jobs/{jobId}: the job view with its comments, combined here because a feature never imports another. */
export const JobPage = () => {
  const { jobId = '' } = useParams();
  return <JobView jobId={jobId} comments={<CommentsButton itemId={jobId} itemType="job" />} afterRemove="/jobs" />;
};
