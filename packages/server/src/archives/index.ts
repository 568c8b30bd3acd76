export { createArchiveRegistry, type Archive, type ArchiveRegistry } from './registry';
export {
  archivePublicUrl,
  canonicalBase,
  inServedArchive,
  servedArchive,
  type ServedArchive,
} from './served';
