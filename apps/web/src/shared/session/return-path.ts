/** The login page's `returnUrl`: where to go once logged in (spec §6: back to the page that asked). */
export const RETURN_URL_PARAM = 'returnUrl';

export function loginPathFor(returnTo: string): string {
  return `/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: returnTo }).toString()}`;
}

/**
 * A path of this site to return to, or /main. Only same-site paths are followed: '//evil.example' or
 * 'https://…' in the address must not send a freshly logged-in user elsewhere.
 */
export function readReturnPath(search: URLSearchParams, fallback = '/main'): string {
  const value = search.get(RETURN_URL_PARAM);
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  if (value.startsWith('/user/login')) return fallback;
  return value;
}
