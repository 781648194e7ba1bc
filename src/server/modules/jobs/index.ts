export { jobsRoutes } from './routes.ts';
export { findJobForComments } from './comment-item.ts';
