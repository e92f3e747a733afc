// Public surface of the platform for the shell's app layer (layout, route table, header).
export { startPlatform } from './start';
export { PlatformProvider, usePlatform, type PlatformState } from './platform-context';
export { RemoteSlot, SLOT_TEXTS, type RemoteSlotProps, type SlotState } from './remote-slot';
export { OverrideBanner } from './override-banner';
export {
  loadRemoteEntry,
  peekRemoteEntry,
  retryRemoteEntry,
  subscribeRemoteEntry,
  type RemoteLoadResult,
} from './federation';
export { loadDocumentWhenStale } from './navigation';
export { ServerEntriesProvider, usePeekRemoteEntry } from './server-entries';
