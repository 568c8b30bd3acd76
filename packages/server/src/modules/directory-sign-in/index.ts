export { directoryRoutes } from './routes';
export { directorySettingsHere } from './connections';
export { setDirectoryLink } from './repository';
export { roleFromGroups } from './role-map';
