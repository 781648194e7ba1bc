import type { JobFilter } from '#shared/jobs/status.ts';

/** Every jobs query starts with 'jobs', so a write refreshes lists, views and stats together. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (filter: { status: JobFilter; user: string; projectId?: string | undefined; limit: number }) =>
    ['jobs', 'list', filter] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  stats: (projectId?: string) => ['jobs', 'stats', projectId ?? 'all'] as const,
  powerUsers: ['jobs', 'power-users'] as const,
  roleHolders: (jobType: string) => ['jobs', 'role-holders', jobType] as const,
  project: (projectId: string) => ['jobs', 'project', projectId] as const,
  projectSearch: (term: string) => ['jobs', 'project-search', term] as const,
};
