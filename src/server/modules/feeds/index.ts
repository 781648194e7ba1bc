export { feedsRoutes } from './routes.ts';
export {
  createFeed,
  loadFeedScope,
  postSourcesOf,
  type FeedScope,
  type PostSources,
} from './service.ts';
export { findTeamIds, storedFeedKeysOfMember, storedFeedKeysReadBy } from './queries.ts';
