import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { cartRoutes } from './cart/routes.ts';
import { createProjectRoutes } from './create/routes.ts';
import { portfolioRoutes } from './portfolio.ts';
import { projectRoutes } from './routes.ts';
import { sceneRoutes } from './scenes/routes.ts';
import { videoRoutes } from './video/routes.ts';

export { loadProject, type LoadedProject } from './access.ts';
export { insertProjectFromSelection } from './create/service.ts';
export { insertProject } from './queries.ts';
export { applyJobApproval } from './job-approval.ts';
export { recountProject } from './scenes/queries.ts';
export { insertCover, setCurrentCover } from './video/queries.ts';

/** Every projects sub-module's routes, registered together so the app names one module. */
export const projectsRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  for (const routes of [projectRoutes, createProjectRoutes, cartRoutes, sceneRoutes, videoRoutes, portfolioRoutes]) await routes(app, context);
};
