export { createInstallationAudit } from './service';
