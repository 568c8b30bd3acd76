export { installAuditLog } from './record-hook';
export { auditRoutes } from './routes';
export { createAuditService, type AuditService } from './service';
