import { existsSync } from 'node:fs';
import path from 'node:path';

function findPackageRoot(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    if (existsSync(path.join(directory, 'package.json'))) return directory;
    if (path.dirname(directory) === directory) throw new Error(`no package.json above ${start}`);
  }
}

/**
 * The API package's folder. Files that ship beside the code (migrations, the built site) are found from
 * here rather than from the calling module, because the same module runs from src/ in development and
 * tests and bundled into dist/main.js in production, at different depths.
 */
export const apiPackageRoot = findPackageRoot(import.meta.dirname);
