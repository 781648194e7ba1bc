export { feedsRoutes } from './routes.ts';
export { createFeed, loadFeedScope, requireTeamMember, type FeedScope } from './service.ts';
export { findTeamIds } from './queries.ts';
