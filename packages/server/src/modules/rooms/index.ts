export { roomsRoutes } from './routes';
export { createRoomsService } from './service';
