export {
  dummyPasswordHash,
  generatePassword,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from './passwords';
