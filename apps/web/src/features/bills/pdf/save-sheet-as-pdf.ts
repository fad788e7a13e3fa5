import { A4, writePdf, type PdfTextRun } from './write-pdf.ts';

/** The printed page's margin (the print stylesheet's @page says the same). */
const MARGIN_MM = 16;
const POINTS_PER_MM = 72 / 25.4;
/** The picture's pixels per CSS pixel: about 290 dpi, sharp on paper and small enough as a JPEG. */
const SCALE = 3;
const JPEG_QUALITY = 0.92;

/**
 * A copy of `sheet` as a printed page would lay it out: put in `stageClassName` (out of sight, A4's width
 * inside its margins, the print's type size), every element's computed style written onto it, so the copy
 * looks the same where no style sheet reaches (inside an SVG picture).
 */
function stageCopyOf(sheet: HTMLElement, stageClassName: string): { stage: HTMLElement; copy: HTMLElement } {
  const stage = document.createElement('div');
  stage.className = stageClassName;
  stage.setAttribute('aria-hidden', 'true');
  const copy = sheet.cloneNode(true);
  if (!(copy instanceof HTMLElement)) throw new Error('The sheet could not be copied.');
  copy.removeAttribute('id');
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  stage.append(copy);
  document.body.append(stage);
  // Read every style first, then write them: writing while reading would make the browser lay out again.
  // Heights are left to the layout inside the picture: a table cell's computed height, written back,
  // grows the row by its padding there.
  const elements = [copy, ...copy.querySelectorAll<HTMLElement>('*')];
  const styles = elements.map((element, elementIndex) => {
    const computed = getComputedStyle(element);
    let text = '';
    for (let index = 0; index < computed.length; index += 1) {
      const property = computed.item(index);
      if (elementIndex > 0 && (property === 'height' || property === 'block-size')) continue;
      text += `${property}:${computed.getPropertyValue(property)};`;
    }
    return text;
  });
  elements.forEach((element, index) => element.setAttribute('style', styles[index] ?? ''));
  return { stage, copy };
}

/** Each line of words in the copy, where it stands from the copy's top left (CSS pixels). */
function textRunsOf(copy: HTMLElement): PdfTextRun[] {
  const origin = copy.getBoundingClientRect();
  const runs: PdfTextRun[] = [];
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    let run: { text: string; left: number; top: number; right: number; bottom: number } | null = null;
    const finish = () => {
      if (run !== null && run.text.trim() !== '') {
        runs.push({
          text: run.text.trim(),
          x: run.left - origin.left,
          y: run.top - origin.top,
          width: run.right - run.left,
          height: run.bottom - run.top,
        });
      }
      run = null;
    };
    for (let index = 0; index < text.length; index += 1) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const box = range.getBoundingClientRect();
      const character = text.charAt(index);
      if (box.width === 0 && box.height === 0) continue;
      // A character below the run's line starts the next line of a wrapped text.
      if (run !== null && box.top >= run.bottom - 1) finish();
      if (run === null) {
        if (character.trim() === '') continue;
        run = { text: '', left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      }
      run.text += character;
      run.right = Math.max(run.right, box.right);
      run.bottom = Math.max(run.bottom, box.bottom);
      run.top = Math.min(run.top, box.top);
    }
    finish();
  }
  return runs;
}

/** Room below the copy's measured height: the picture's own layout may run a little longer. */
const SLACK = 1.25;

/** The last row of the canvas with anything drawn on it (darker than near-white), plus a little air. */
function drawnHeightOf(context: CanvasRenderingContext2D, width: number, height: number): number {
  const { data } = context.getImageData(0, 0, width, height);
  for (let row = height - 1; row >= 0; row -= 1) {
    for (let offset = row * width * 4; offset < (row + 1) * width * 4; offset += 4) {
      if ((data[offset] ?? 255) < 245 || (data[offset + 1] ?? 255) < 245 || (data[offset + 2] ?? 255) < 245) {
        return Math.min(height, row + 1 + 8 * SCALE);
      }
    }
  }
  return height;
}

/**
 * The copy drawn as a picture: an SVG holding its HTML, drawn onto a canvas with some room below, then cut
 * to what was drawn.
 */
async function pictureOf(copy: HTMLElement, width: number, height: number): Promise<HTMLCanvasElement> {
  const roomHeight = Math.ceil(height * SLACK);
  const html = new XMLSerializer().serializeToString(copy);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${roomHeight}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${html}</foreignObject></svg>`;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const drawn = document.createElement('canvas');
  drawn.width = Math.ceil(width * SCALE);
  drawn.height = Math.ceil(roomHeight * SCALE);
  const context = drawn.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('No canvas to draw the page on.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, drawn.width, drawn.height);
  context.scale(SCALE, SCALE);
  context.drawImage(image, 0, 0, width, roomHeight);
  const canvas = document.createElement('canvas');
  canvas.width = drawn.width;
  canvas.height = drawnHeightOf(context, drawn.width, drawn.height);
  canvas.getContext('2d')?.drawImage(drawn, 0, 0);
  return canvas;
}

async function jpegOf(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (blob === null) throw new Error('The page could not be written as a picture.');
  return new Uint8Array(await blob.arrayBuffer());
}

function download(bytes: Uint8Array<ArrayBuffer>, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the address can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Saves the sheet as a one-page A4 PDF: the page as the printer would show it (within the print's margins,
 * shrunk to fit if it is taller than the page), with its words under the picture as searchable text.
 */
export async function saveSheetAsPdf(
  sheet: HTMLElement,
  options: { fileName: string; title: string; lang: string; stageClassName: string },
): Promise<void> {
  const { stage, copy } = stageCopyOf(sheet, options.stageClassName);
  try {
    const box = copy.getBoundingClientRect();
    const texts = textRunsOf(copy);
    const canvas = await pictureOf(copy, box.width, box.height);
    const jpeg = await jpegOf(canvas);
    const drawnHeight = canvas.height / SCALE;
    const margin = MARGIN_MM * POINTS_PER_MM;
    const scale = Math.min((A4.width - 2 * margin) / box.width, (A4.height - 2 * margin) / drawnHeight);
    const toPage = (run: PdfTextRun): PdfTextRun => ({
      text: run.text,
      x: margin + run.x * scale,
      y: margin + run.y * scale,
      width: run.width * scale,
      height: run.height * scale,
    });
    const bytes = writePdf({
      pageWidth: A4.width,
      pageHeight: A4.height,
      image: {
        jpeg,
        pixelWidth: canvas.width,
        pixelHeight: canvas.height,
        x: margin,
        y: margin,
        width: box.width * scale,
        height: drawnHeight * scale,
      },
      texts: texts.map(toPage),
      title: options.title,
      lang: options.lang,
      createdAt: new Date(),
    });
    download(bytes, options.fileName);
  } finally {
    stage.remove();
  }
}
