// The jobs feature's public face: the project's jobs section, the job view pages combine with comments, and the dashboard's My Jobs.
export { JobsSection } from './components/jobs-section.tsx';
export { JobView } from './components/job-view.tsx';
export { MyJobs } from './components/my-jobs.tsx';
// Asked for by the dashboard's loader, so that a dashboard the server draws is drawn once.
export { jobsQueryOptions, myJobsFilter } from './api/get-jobs.ts';
