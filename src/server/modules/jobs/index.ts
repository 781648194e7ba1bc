export { jobsRoutes } from './routes.ts';
export { findJobForComments } from './comment-item.ts';
export { jobsJobWorkers } from './expiry.ts';
// The demo studio's seed writes jobs and bids as they would stand after people worked on them.
export { insertBid, insertJob, type NewJobRow } from './queries.ts';
