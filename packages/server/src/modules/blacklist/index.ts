export { listBlacklistEntriesFor } from './repository';
export { blacklistRoutes } from './routes';
