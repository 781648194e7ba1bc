import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** DELETE /api/projects/{id}/collabs/{userId} (spec §8: not deleted shows the server's message as a warning). */
export const removeCollaborator = (projectId: string, userId: string): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, `/collabs/${encodeURIComponent(userId)}`), {
    method: 'DELETE',
    notifySuccess: true,
  });

export const useRemoveCollaborator = (projectId: string) =>
  useProjectChange((userId: string) => removeCollaborator(projectId, userId));
