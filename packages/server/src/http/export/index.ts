export * from './csv';
export * from './format';
export * from './stream';
