export { postsRoutes } from './routes.ts';
export { createPost, findMemoForPage, findReadablePostTitle, ratePost, savePostSection } from './service.ts';
