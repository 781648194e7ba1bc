import { useQuery } from '@tanstack/react-query';
import { scenesQueryOptions } from './scene-queries.ts';

export const useScenes = (projectId: string, version: string) => useQuery(scenesQueryOptions(projectId, version));
