export { blacklistRoutes } from './routes';
