export {
  archiveContexts,
  type ArchiveContext,
  type ArchiveContexts,
  type InstallationConfig,
} from './context';
export { createArchiveRegistry, type Archive, type ArchiveRegistry } from './registry';
export { archivePublicUrl, canonicalBase, type ServedArchive } from './served';
