export { accessibilityFeedbackRoutes } from './routes';
