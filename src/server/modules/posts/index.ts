export { postsRoutes } from './routes.ts';
export { createContactPost, findMemoForPage, findReadablePostTitle, renderPostBody } from './service.ts';
