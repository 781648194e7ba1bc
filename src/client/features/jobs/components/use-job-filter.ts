import { useSearchParams } from 'react-router';
import { everyoneJobUser, parseJobFilter, type JobFilter } from '#shared/jobs/status.ts';

/** Spec §2: status (default incomplete) and user (default everyone) live in the address, so the list reloads when they change. */
export const useJobFilter = () => {
  const [params, setParams] = useSearchParams();
  const status = parseJobFilter(params.get('status'));
  const user = params.get('user') ?? everyoneJobUser;
  const projectId = params.get('projectId') ?? undefined;
  const change = (next: { status?: JobFilter; user?: string }) =>
    setParams((current) => {
      if (next.status) current.set('status', next.status);
      if (next.user) current.set('user', next.user);
      return current;
    });
  return { status, user, projectId, change };
};
