export { createArchiveDirectory, type Archive, type ArchiveDirectory } from './directory';
