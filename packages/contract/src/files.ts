// Where stored files live (spec §3: a file's address is the file-server base, its type folder and its
// name). The database keeps only the name; the type folder follows from what the file belongs to, and the
// base is configuration, so every image moves to a CDN by changing one setting.

/** The type folders under the file-server base, one per kind of stored file. */
export const fileFolders = ['banners', 'events'] as const;
export type FileFolder = (typeof fileFolders)[number];

/**
 * The address of a stored file: `fileServerUrl` (a path on the site such as `/images`, or an absolute
 * `https://cdn.example.kr/files`), then the type folder, then the file name. The name is encoded as one
 * path segment, so a stored name can never climb out of its folder or carry a query. An empty name (a text
 * banner has no image) has no address: the answer is empty too, as it is for a name that is not a file's.
 */
export function fileUrl(fileServerUrl: string, folder: FileFolder, fileName: string): string {
  // '.' and '..' name a folder, not a file, even percent-encoded (URL parsers read %2E%2E as '..').
  if (fileName === '' || fileName === '.' || fileName === '..') return '';
  const base = fileServerUrl.replace(/\/+$/, '');
  return `${base}/${folder}/${encodeURIComponent(fileName)}`;
}
