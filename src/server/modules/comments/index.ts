export { commentRoutes } from './routes.ts';
export { canReachCommentItem } from './items.ts';
export { commentTextReaderOf } from './service.ts';
export { readableCommentText, type CommentReader } from './queries.ts';
export { findSceneLocation } from './item-queries.ts';
