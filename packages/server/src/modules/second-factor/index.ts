export { secondFactorRoutes } from './routes';
export { secondFactorKey } from './service';
export { clearSecondFactor, totpSecretStore } from './repository';
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
  totpUri,
} from './totp';
