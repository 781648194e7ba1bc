import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectListParams } from './project-keys.ts';
import { projectsQueryOptions } from './project-queries.ts';

export const useProjects = (params: ProjectListParams) => useInfiniteQuery(projectsQueryOptions(params));
