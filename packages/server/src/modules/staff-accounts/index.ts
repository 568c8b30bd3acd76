export { usersRoutes } from './routes';
export { createStaffAccountsService, type StaffAccountsService } from './service';
export { createSignInAdminService, type SignInAdminService } from './sign-in-admin-service';
export { ensureFirstAdmin } from './ensure-first-admin';
export { createNamedAdmin } from './create-named-admin';
