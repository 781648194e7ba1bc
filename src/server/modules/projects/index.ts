import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { approvalRoutes } from './approvals/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { createProjectRoutes } from './create/routes.ts';
import { driveRoutes } from './drive/routes.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { purchaseRoutes } from './purchase/routes.ts';
import { projectRoutes } from './routes.ts';
import { sceneRoutes } from './scenes/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { scriptRoutes } from './script/routes.ts';
import { storyboardBriefRoutes } from './storyboard-brief/routes.ts';
import { storyboardRoutes } from './storyboards/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { videoRoutes } from './video/routes.ts';
import { transferRoutes } from './transfer/routes.ts';

export { loadProject, viewableScenes, type LoadedProject } from './access.ts';
export { insertProjectFromSelection } from './create/service.ts';
export { insertProject } from './queries.ts';
export { applyJobApproval, originalSceneIds } from './job-approval.ts';
export { recountProject } from './scenes/queries.ts';
export { insertCover, setCurrentCover } from './video/queries.ts';
export { listPortfolio } from './portfolio/queries.ts';
export { findSocialTitleForComments } from './social/service.ts';
export {
  insertSocialCover,
  insertSocialTitle,
  listSocialTitles,
  setCoverScore,
  setTitleScore,
  upsertTitleRating,
} from './social/queries.ts';

const subModuleRoutes = [
  projectRoutes,
  createProjectRoutes,
  cartRoutes,
  sceneRoutes,
  scriptRoutes,
  approvalRoutes,
  storyboardBriefRoutes,
  storyboardRoutes,
  videoRoutes,
  reviewRoutes,
  portfolioRoutes,
  socialRoutes,
  purchaseRoutes,
  transferRoutes,
  driveRoutes,
];

/** Every projects sub-module's routes, registered together so the app names one module. */
export const projectsRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  for (const routes of subModuleRoutes) await routes(app, context);
};
export { searchableProjects } from './search-queries.ts';
export { driveJobWorkers } from './drive/workers.ts';
export { driveProviderFor } from './drive/providers.ts';
export { reviewJobWorkers } from './review/workers.ts';
export { findReviewVideoForComments, queueReviewVideo, recordReviewVideo } from './review/service.ts';
export { findReviewVideo } from './review/queries.ts';
