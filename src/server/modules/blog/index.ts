export { blogRoutes } from './routes.ts';
export { findBlogPostByShortId, insertBlogFile, insertBlogPost, listBlogPosts, type BlogPostRow } from './queries.ts';
