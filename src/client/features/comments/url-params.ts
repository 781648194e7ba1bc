/** Spec §2: ?comments=<itemId or postId-sectionId> opens the comments modal and commentsTag picks its tab. Free of imports so the app layout can read it without loading the feature. */
export const commentsParam = 'comments';
export const commentsTagParam = 'commentsTag';
