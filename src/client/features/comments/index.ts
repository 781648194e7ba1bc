// The comments feature's public face: the button pages place, and the URL parameters the app layout reads to mount the modal.
export { CommentsButton } from './components/comments-button.tsx';
export { commentsParam, commentsTagParam } from './url-params.ts';
