/** Spec §2 postForm modal: ?postForm=new, ?postForm=memo (the Create dropdown), or a post id to edit. */
export const postFormParam = 'postForm';
export const newPostValue = 'new';
export const newMemoValue = 'memo';
