export { createReaderRoutes } from './routes';
export { createReaderSessions, READER_IDLE_TIMEOUT_MS, type SignedInReader } from './service';
export { type ReaderDataPart } from './reader-data';
export { deleteEndedReaderRows, setReaderName } from './repository';
export { keyTicketsBeforeErasure, pseudonymOfAddress } from './statistics-key';
