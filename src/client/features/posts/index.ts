// The posts feature's public face: what the feed page composes, the memo banner, and the dashboard pieces.
export { MemoBanner } from './components/memo-banner.tsx';
export { PostFormModal, type FeedOption } from './components/post-form-modal.tsx';
export { PostList } from './components/post-list.tsx';
export type { RenderComments } from './components/post-sections.tsx';
export { SinglePost } from './components/single-post.tsx';
export { TodoBoard, TodoPostList } from './components/todo-list.tsx';
// Asked for by the dashboard's loader, so that a dashboard the server draws is drawn once.
export { postsQueryOptions, todoBoardQuery, todoListQuery } from './api/get-posts.ts';
export { pt } from './post-text.ts';
export { newPostValue, postFormParam } from './url-params.ts';
