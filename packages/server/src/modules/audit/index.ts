export { installAuditLog } from './record-hook';
export { auditRoutes } from './routes';
export { createAuditService, type AuditActor, type AuditService } from './service';
