/** Every query of the blog feature. */
export const blogKeys = {
  post: (id: string) => ['blog', 'post', id] as const,
  files: () => ['blog', 'files'] as const,
};
