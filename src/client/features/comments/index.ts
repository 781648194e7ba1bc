// The comments feature's public face: the button pages place, and the URL parameters the app layout reads to mount the modal.
export { CommentsButton } from './components/comments-button.tsx';
export { commentCountQueryOptions } from './api/get-comment-count.ts';
export { commentsParam, commentsTagParam } from './url-params.ts';
// The review player (projects/review) shows a video's comments with the same threads and form.
export { commentKeys } from './api/comment-keys.ts';
export { useCreateComment } from './api/create-comment.ts';
export { CommentForm } from './components/comment-form.tsx';
export { CommentThread } from './components/comment-thread.tsx';
