export { createCartRoutes } from './cart-routes';
export { createCartService } from './cart-service';
export type { CartOffers } from './cart-offers';
