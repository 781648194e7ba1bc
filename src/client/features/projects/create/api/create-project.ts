import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { NewProjectBody } from '#shared/projects/cart/schemas.ts';
import type { ProjectView } from '#shared/projects/project.ts';

export interface CreateProjectResponse {
  project: ProjectView;
  message: string;
}

export const createProject = (body: NewProjectBody): Promise<CreateProjectResponse> =>
  apiRequest<CreateProjectResponse>('/api/projects', { method: 'POST', body });

export const useCreateProject = () => useMutation({ mutationFn: createProject });
