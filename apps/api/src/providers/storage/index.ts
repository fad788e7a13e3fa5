import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { FileStorage } from './storage.port.ts';

/** Adapters by the STORAGE_PROVIDER value; an object store is one more entry. */
const adapters: Record<Config['storage']['provider'], (config: Config) => FileStorage> = {
  'local-disk': (config) => createLocalDiskStorage({ root: config.storage.directory }),
};

/** The one place that picks the storage adapter from config. */
export function createFileStorage({ config }: { config: Config }): FileStorage {
  return adapters[config.storage.provider](config);
}
