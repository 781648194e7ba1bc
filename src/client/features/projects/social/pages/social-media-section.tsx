import { Stack } from '@mantine/core';
import type { ProjectView } from '#shared/projects/project.ts';
import { Loading } from '#client/components/loading.tsx';
import { useSocialMedia } from '../api/get-social-media.ts';
import { SocialCovers } from '../components/social-covers.tsx';
import { SocialTitles } from '../components/social-titles.tsx';

/** /projects/{id}/socialmedia (spec §2 Cover & Titles), for project managers. */
export const SocialMediaSection = ({ project }: { project: ProjectView }) => {
  const { data } = useSocialMedia(project._id);
  if (!data) return <Loading />;
  return (
    <Stack gap="md">
      <SocialTitles projectId={project._id} titles={data.titles} />
      <SocialCovers projectId={project._id} covers={data.covers} />
    </Stack>
  );
};
