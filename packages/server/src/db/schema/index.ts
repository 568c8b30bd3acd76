// The whole data model in one place for drizzle (schema object and drizzle-kit).
export * from './archives';
export * from './rooms';
export * from './seats';
export * from './time-slots';
export * from './holidays';
export * from './blacklist';
export * from './readers';
export * from './tickets';
export * from './staff';
export * from './audit';
export * from './bot-check';
export * from './reports';
export * from './record-orders';
export * from './idempotency-keys';
export * from './platform';
export * from './opening';
export * from './applications';
