/**
 * A one-page PDF written by hand (ISO 32000-1): the page as a picture, and under it the same words as
 * invisible text, so the file can be searched, copied from and read aloud. The words need no font file:
 * invisible text (render mode 3) is never drawn, so a reader only has to know which character each code
 * is (the ToUnicode map), not what it looks like. That keeps Korean out of the font problem and the
 * writer free of any library (docs/decisions/029-payment-confirmation-pdf.md).
 */

/** A run of words on one line of the page, in points from the page's top left. */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPageInput {
  /** Points: A4 is 595.28 × 841.89. */
  pageWidth: number;
  pageHeight: number;
  /** The page's picture, a JPEG, and where it is placed (points from the top left). */
  image: {
    jpeg: Uint8Array;
    pixelWidth: number;
    pixelHeight: number;
    x: number;
    y: number;
    width: number;
    height: number;
  };
  texts: readonly PdfTextRun[];
  title: string;
  /** The document's language (BCP 47), for screen readers. */
  lang: string;
  createdAt: Date;
}

/** A4 in points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

const encoder = new TextEncoder();

/** A number as PDF writes it: no exponent, at most three decimals. */
const num = (value: number): string => {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** The UTF-16 code units of a text, keeping only those outside the surrogate range (one code each). */
function codesOf(text: string): number[] {
  const codes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0xd800 || code > 0xdfff) codes.push(code);
  }
  return codes;
}

const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** A text string as UTF-16BE with its byte-order mark, for the document's information. */
const utf16Hex = (text: string) => `<FEFF${codesOf(text).map(hex4).join('')}>`;

/** D:YYYYMMDDHHmmSS+09'00, in Seoul time like every date the site shows. */
function pdfDateOf(instant: Date): string {
  const seoul = new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString();
  const digits = seoul.slice(0, 19).replace(/\D/g, '');
  return `D:${digits}+09'00`;
}

/** The ToUnicode map: each code written in the text is the character of the same number. */
function toUnicodeMap(codes: ReadonlySet<number>): string {
  const sorted = [...codes].sort((one, other) => one - other);
  const blocks: string[] = [];
  for (let start = 0; start < sorted.length; start += 100) {
    const chunk = sorted.slice(start, start + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map((code) => `<${hex4(code)}> <${hex4(code)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * The page's drawing: the picture, then each run as invisible text stretched over the run's box. Every code
 * is one em wide (the font's /DW 1000), so a horizontal scale of width ÷ characters fits the run exactly.
 */
function contentOf(input: PdfPageInput, usedCodes: Set<number>): string {
  const { image, pageHeight } = input;
  const lines = [
    'q',
    `${num(image.width)} 0 0 ${num(image.height)} ${num(image.x)} ${num(pageHeight - image.y - image.height)} cm`,
    '/Page Do',
    'Q',
    'BT',
    '3 Tr',
  ];
  for (const run of input.texts) {
    const codes = codesOf(run.text);
    if (codes.length === 0 || run.width <= 0 || run.height <= 0) continue;
    codes.forEach((code) => usedCodes.add(code));
    const size = run.height * 0.8;
    const baseline = pageHeight - run.y - run.height * 0.8;
    lines.push(
      `/Words 1 Tf ${num(run.width / codes.length)} 0 0 ${num(size)} ${num(run.x)} ${num(baseline)} Tm <${codes.map(hex4).join('')}> Tj`,
    );
  }
  lines.push('ET');
  return lines.join('\n');
}

/** The PDF file's bytes. */
export function writePdf(input: PdfPageInput): Uint8Array<ArrayBuffer> {
  const usedCodes = new Set<number>();
  const content = encoder.encode(contentOf(input, usedCodes));
  const toUnicode = encoder.encode(toUnicodeMap(usedCodes));
  const { image } = input;
  // The font is never drawn (render mode 3): it names a face a reader may have, with plain metrics.
  const fontName = '/NotoSansCJKkr-Regular';

  const objects: Array<string | { dictionary: string; stream: Uint8Array }> = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${utf16Hex(input.lang)} /ViewerPreferences << /DisplayDocTitle true >> >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(input.pageWidth)} ${num(input.pageHeight)}] /Resources << /XObject << /Page 4 0 R >> /Font << /Words 6 0 R >> >> /Contents 5 0 R >>`,
    {
      dictionary: `<< /Type /XObject /Subtype /Image /Width ${image.pixelWidth} /Height ${image.pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>`,
      stream: image.jpeg,
    },
    { dictionary: `<< /Length ${content.length} >>`, stream: content },
    `<< /Type /Font /Subtype /Type0 /BaseFont ${fontName} /Encoding /Identity-H /DescendantFonts [7 0 R] /ToUnicode 9 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${fontName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 1000 /CIDToGIDMap /Identity >>`,
    `<< /Type /FontDescriptor /FontName ${fontName} /Flags 4 /FontBBox [0 -120 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>`,
    { dictionary: `<< /Length ${toUnicode.length} >>`, stream: toUnicode },
    `<< /Title ${utf16Hex(input.title)} /Producer (Baro Mobile) /CreationDate (${pdfDateOf(input.createdAt)}) >>`,
  ];

  const parts: Uint8Array[] = [];
  let length = 0;
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  const write = (text: string) => push(encoder.encode(text));

  // A binary file says so in its second line (bytes above 127), as the standard recommends.
  write('%PDF-1.7\n');
  push(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    write(`${index + 1} 0 obj\n`);
    if (typeof object === 'string') {
      write(`${object}\n`);
    } else {
      write(`${object.dictionary}\nstream\n`);
      push(object.stream);
      write('\nendstream\n');
    }
    write('endobj\n');
  });
  const xref = length;
  const size = objects.length + 1;
  write(
    `xref\n0 ${size}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`,
  );
  write(`trailer\n<< /Size ${size} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
