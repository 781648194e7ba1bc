/** Every query of the scenes sub-module; a project's scenes share one prefix so a raw script reloads all its versions. */
export const sceneKeys = {
  project: (projectId: string) => ['scenes', projectId] as const,
  list: (projectId: string, version: string) => ['scenes', projectId, version] as const,
  history: (sceneId: string) => ['scenes', 'history', sceneId] as const,
  sketch: (sceneId: string) => ['scenes', 'sketch', sceneId] as const,
};
