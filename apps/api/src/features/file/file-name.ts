/** The longest name a file is stored and downloaded under, in characters, its extension included. */
const FILE_NAME_MAX_LENGTH = 100;
/** Controls, format characters (direction overrides that make 'txt.exe' read 'exe.txt') and separators. */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * The name an upload is kept and downloaded under: the name it came with, without folders or characters that
 * could disguise it, cut to a length a file system takes, and with an extension that matches its type by
 * content ('사진.exe' holding a PNG becomes '사진.exe.png'), so the saved file opens as what it is.
 */
export function storedFileNameOf(
  given: string | undefined,
  type: { extensions: readonly string[] },
  fallback = '첨부파일',
): string {
  const leaf = (given ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = leaf.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const isMatching = type.extensions.includes(extension);
  const base = (isMatching ? cleaned.slice(0, dot) : cleaned).replace(/^\.+/, '').trim() || fallback;
  const suffix = `.${isMatching ? extension : (type.extensions[0] ?? 'bin')}`;
  // Cut between characters as people see them, so no syllable or emoji is cut in half.
  const characters = Array.from(new Intl.Segmenter('ko').segment(base), (piece) => piece.segment);
  return `${characters
    .slice(0, FILE_NAME_MAX_LENGTH - suffix.length)
    .join('')
    .trim()}${suffix}`;
}
