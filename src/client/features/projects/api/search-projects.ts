import { useQuery } from '@tanstack/react-query';
import { searchProjectsQueryOptions } from './project-queries.ts';

export const useSearchProjects = (term: string) => useQuery(searchProjectsQueryOptions(term));
