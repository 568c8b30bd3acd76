export { platformRoutes } from './routes';
export { createPlatformAdmin } from './auth-service';
