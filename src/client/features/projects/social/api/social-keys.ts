/** Every query of the Cover & Titles sub-module. */
export const socialKeys = {
  section: (projectId: string) => ['social', projectId] as const,
};
