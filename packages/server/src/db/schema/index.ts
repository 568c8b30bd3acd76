// The whole data model in one place for drizzle (schema object and drizzle-kit).
export * from './rooms';
export * from './tickets';
export * from './staff';
export * from './audit';
export * from './bot-check';
export * from './statistics';
export * from './record-orders';
