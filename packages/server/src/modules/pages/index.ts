export { clientConfigFor } from './render-index';
export { pagesRoutes } from './routes';
