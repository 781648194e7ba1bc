import type { ProjectPortfolioBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** POST /api/projects/{id}/allow-portfolio: the switch, and the portfolio entry with it. */
export const savePortfolioSettings = (projectId: string, body: ProjectPortfolioBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/allow-portfolio'), {
    method: 'POST',
    body,
    notifySuccess: true,
  });

export const useSavePortfolioSettings = (projectId: string) =>
  useProjectChange((body: ProjectPortfolioBody) => savePortfolioSettings(projectId, body));
