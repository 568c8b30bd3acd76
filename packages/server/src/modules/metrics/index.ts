export { metricsRoutes } from './routes';
