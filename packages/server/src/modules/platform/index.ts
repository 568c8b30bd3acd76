export { platformRoutes } from './routes';
export { createPlatformAdmins, type PlatformAdmins } from './admins-service';
export { platformHousekeeping } from './housekeeping';
