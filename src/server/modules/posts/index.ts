export { postsRoutes } from './routes.ts';
export { findMemoForPage, findReadablePostTitle, renderPostBody } from './service.ts';
