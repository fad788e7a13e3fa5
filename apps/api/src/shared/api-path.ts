/** Whether a request URL (path and query) is an API call rather than a page or a file of the site. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}
