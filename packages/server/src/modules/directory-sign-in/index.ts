export { directoryRoutes } from './routes';
export { directorySettingsOf } from './connections';
export { setDirectoryLink } from './repository';
export { roleFromGroups } from './role-map';
