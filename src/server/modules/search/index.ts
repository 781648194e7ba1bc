export { searchRoutes } from './routes.ts';
export { searchStatementFor } from './service.ts';
