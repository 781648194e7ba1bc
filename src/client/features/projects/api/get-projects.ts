import { useInfiniteQuery } from '@tanstack/react-query';
import { projectsQueryOptions, type ProjectListParams } from './project-queries.ts';

export const useProjects = (params: ProjectListParams) => useInfiniteQuery(projectsQueryOptions(params));
