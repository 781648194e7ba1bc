import type { CollaboratorBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';
import { projectKeys } from '../../api/project-keys.ts';

/** POST /api/projects/{id}/collabs: invite by e-mail (spec §8: an aborted add shows the server's message as an error). */
export const addCollaborator = (projectId: string, body: CollaboratorBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/collabs'), { method: 'POST', body, notifySuccess: true });

export const useAddCollaborator = (projectId: string) =>
  useProjectChange(
    (body: CollaboratorBody) => addCollaborator(projectId, body),
    (queryClient) => void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) }),
  );
