import { describe, expect, it } from 'vitest';
import { A4, writePdf } from './write-pdf.ts';

/** The smallest JPEG's worth of bytes: the writer copies them as they are. */
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

const pdf = writePdf({
  pageWidth: A4.width,
  pageHeight: A4.height,
  image: { jpeg, pixelWidth: 3, pixelHeight: 4, x: 45.35, y: 45.35, width: 504.57, height: 600 },
  texts: [{ text: '납부확인서 A', x: 100, y: 50, width: 120, height: 20 }],
  title: '납부확인서',
  lang: 'ko',
  createdAt: new Date('2026-11-27T01:00:00Z'),
});
const text = new TextDecoder('latin1').decode(pdf);

describe('writePdf', () => {
  it('writes one A4 page with the picture placed inside the margins', () => {
    expect(text.startsWith('%PDF-1.7\n')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text).toContain(
      '/Width 3 /Height 4 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length 4',
    );
    // 841.89 − 45.35 − 600 = 196.54 from the bottom.
    expect(text).toContain('504.57 0 0 600 45.35 196.54 cm');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('lays the words over the picture as invisible text a reader can map back to the characters', () => {
    // 납 U+B0A9, 부 U+BD80, 확 U+D655, 인 U+C778, 서 U+C11C, space, A: seven codes over 120 points.
    expect(text).toContain('3 Tr');
    expect(text).toContain('<B0A9BD80D655C778C11C00200041> Tj');
    expect(text).toContain('/Words 1 Tf 17.143 0 0 16 100 775.89 Tm');
    expect(text).toContain('<B0A9> <B0A9>');
    expect(text).toContain('/Encoding /Identity-H');
    expect(text).toContain('/Title <FEFFB0A9BD80D655C778C11C>');
    expect(text).toContain("/CreationDate (D:20261127100000+09'00)");
  });

  it('points its cross-reference table at each object', () => {
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/(\d{10}) 00000 n /g)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(10);
    offsets.forEach((offset, index) => {
      const header = `${index + 1} 0 obj\n`;
      expect(text.slice(offset, offset + header.length)).toBe(header);
    });
  });
});
