export { platformRoutes } from './routes';
export { createPlatformAdmin } from './auth-service';
export { createPlatformAdmins, type PlatformAdmins } from './admins-service';
export { platformHousekeeping } from './housekeeping';
