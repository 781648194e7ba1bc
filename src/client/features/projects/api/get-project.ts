import { useQuery } from '@tanstack/react-query';
import { projectQueryOptions } from './project-queries.ts';

export const useProject = (projectId: string) => useQuery(projectQueryOptions(projectId));
