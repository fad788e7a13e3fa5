/**
 * Hands bytes the page fetched to the browser as a download under `fileName`: a file that needs the login
 * token (an inquiry's attachment) cannot be a plain link, since links send no headers.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; the address is kept a moment for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
