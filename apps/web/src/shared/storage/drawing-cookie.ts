/**
 * Writes or drops a cookie the server draws pages by (the session hint, the partner layout): for the whole
 * site, for this browser session, sent on top-level visits from other sites, and only over HTTPS when the
 * site is. It carries no credential.
 *
 * @param value the value, or undefined to drop the cookie
 */
export function writeDrawingCookie(name: string, value: string | undefined): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === undefined
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${value}; Path=/; SameSite=Lax${secure}`;
}
