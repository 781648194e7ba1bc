import type { SetCoverImageBody } from '#shared/projects/video/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** POST /api/projects/{id}/set-cover-image: one of the uploaded covers becomes the cover. */
export const setCoverImage = (projectId: string, body: SetCoverImageBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/set-cover-image'), {
    method: 'POST',
    body,
    notifySuccess: true,
  });

/** The covers list marks which one is current, so it reloads too. */
export const useSetCoverImage = (projectId: string) =>
  useProjectChange(
    (body: SetCoverImageBody) => setCoverImage(projectId, body),
    (queryClient) => void queryClient.invalidateQueries({ queryKey: projectKeys.covers(projectId) }),
  );
