export const socialPath = (projectId: string, rest: string): string =>
  `/api/projects/${encodeURIComponent(projectId)}${rest}`;
