/** Labels of the blog editor (spec §2); the editor's lazy chunk carries them. */
export const blogEn = {
  'blog.newPost': 'New blog post',
  'blog.editPost': 'Edit blog post',
  'blog.title': 'Title',
  'blog.titleRequired': 'Title is required',
  'blog.body': 'Body (markdown)',
  'blog.tags': 'Tags, separated by commas',
  'blog.preview': 'Preview',
  'blog.videoPlaceholder': 'Video player',
  'blog.save': 'Save',
  'blog.create': 'Create Post',
  'blog.delete': 'Delete',
  'blog.deleteConfirm': 'You sure you want to remove this post?',
  'blog.images': 'Images',
  'blog.uploadImage': 'Drop an image here, or click to choose',
  'blog.insertImage': 'Insert {name}',
  'blog.noImages': 'No images uploaded yet',
} as const;
