export { createArchiveDirectory, type Archive, type ArchiveDirectory } from './directory';
export {
  archivePublicUrl,
  canonicalBase,
  inServedArchive,
  servedArchive,
  servedUnderPrefix,
  type ServedArchive,
} from './served';
