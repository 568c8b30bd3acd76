export { countBeforeErasure } from './daily-statistics';
export { reportsRoutes } from './routes';
export { statisticsRoutes } from './statistics-routes';
