export { installAuditLog } from './record-hook';
export { auditRoutes } from './routes';
export { createAuditService } from './service';
