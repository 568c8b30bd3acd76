export { authRoutes } from './routes';
export {
  IDLE_TIMEOUT_MS,
  LOGIN_LIMITS,
  createAuthService,
  hashSessionToken,
  usableRole,
  type AuthService,
} from './service';
export {
  deleteSessionsOf,
  findAccountByEmail,
  findAccountById,
  type StaffAccountRow,
} from './repository';
export { createSupportSessions } from './support-session';
export { deleteEndedSupportAccounts } from './support-repository';
