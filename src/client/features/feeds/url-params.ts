/** Spec §2 modals that live in the URL: ?feedForm=new or a feed id, ?feedUserForm=a feed id. */
export const feedFormParam = 'feedForm';
export const feedUserFormParam = 'feedUserForm';
export const newFeedValue = 'new';
