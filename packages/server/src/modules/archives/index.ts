export { createArchiveDirectory, type Archive, type ArchiveDirectory } from './directory';
export {
  archivePublicUrl,
  canonicalBase,
  inServedArchive,
  servedArchive,
  type ServedArchive,
} from './served';
