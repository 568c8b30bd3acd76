export { botCheckRoutes } from './routes';
export { createBotCheckService, type BotCheckVerifier } from './service';
