export { commentRoutes } from './routes.ts';
export { canReachCommentItem } from './items.ts';
export { commentTextReadableBy, commentTextReaderOf } from './service.ts';
export { readableCommentText, type CommentReader } from './queries.ts';
