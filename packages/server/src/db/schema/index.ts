// The whole data model of spec §3 in one place for drizzle (schema object and drizzle-kit).
export * from './rooms';
export * from './tickets';
export * from './staff';
export * from './audit';
export * from './bot-check';
export * from './statistics';
export * from './record-orders';
