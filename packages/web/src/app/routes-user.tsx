import type { RouteObject } from 'react-router';
import { UserHomeScreen } from './screens/user-home-screen';

/**
 * The visitor's screens (spec §2 "User interface"), relative to the base URL. Add a screen
 * with one entry; large screens may be lazy (see routes-admin.tsx). Unknown paths redirect
 * to `/` (router.tsx). Staff routes never appear here.
 */
export const userRoutes: RouteObject[] = [{ index: true, element: <UserHomeScreen /> }];
