/** The Transfer Project group's queries, under the project's own key. */
export const transferKeys = {
  status: (projectId: string) => ['projects', 'one', projectId, 'transfer'] as const,
};
