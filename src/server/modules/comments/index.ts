export { commentRoutes } from './routes.ts';
export { canReachCommentItem } from './items.ts';
export { commentTextReadableBy } from './service.ts';
