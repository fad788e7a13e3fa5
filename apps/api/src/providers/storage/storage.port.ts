import type { Readable } from 'node:stream';

// Where the bytes of stored files live (inquiry attachments, application forms), apart from what the
// database knows of them. Keys are the adapter's own random names: a name a person gave a file never
// reaches a path. A real object store (S3-compatible) is one more adapter.

export interface SavedObject {
  /** The adapter's key for the bytes, kept in the database to read or remove them later. */
  key: string;
  byteSize: number;
}

export interface FileStorage {
  /** Stores the bytes under a new key. Nothing is left behind when it fails. */
  save(bytes: Uint8Array): Promise<SavedObject>;
  /** The bytes as a stream, or undefined when the key names nothing (removed, or never there). */
  open(key: string): Promise<Readable | undefined>;
  /** Removes the bytes; a key that names nothing is no failure. */
  remove(key: string): Promise<void>;
}
