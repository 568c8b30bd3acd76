export { ensureFirstAdmin } from './bootstrap';
export {
  dummyPasswordHash,
  generatePassword,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from './passwords';
export { authRoutes } from './routes';
export { directoryRoutes } from './directory-routes';
export {
  IDLE_TIMEOUT_MS,
  LOGIN_LIMITS,
  createAuthService,
  hashSessionToken,
  type AuthService,
} from './service';
export { usersRoutes } from './staff-accounts-routes';
export {
  createSignInAdminService,
  createStaffAccountsService,
  type SignInAdminService,
  type StaffAccountsService,
} from './staff-accounts-service';
export { createNamedAdmin, createSupportSessions } from './support-session';
export { deleteEndedSupportAccounts } from './support-repository';
export { secondFactorKey } from './second-factor-service';
export { totpSecretStore } from './second-factor-repository';
export {
  refuseSecondFactor,
  secondFactorCodeSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from './second-factor-http';
export {
  acceptedTotpStep,
  decryptSecret,
  encryptSecret,
  newTotpSecret,
  totpCodeAt,
  totpStepAt,
  totpUri,
} from './totp';
