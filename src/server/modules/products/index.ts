export { productRoutes } from './routes.ts';
