import type { IncomingHttpHeaders } from 'node:http';
import { TRACKING_REFUSED_HEADER } from '@mvno/contract';

/**
 * Whether the visitor refused tracking, read from the request: our web's `tracking-refused: 1` (the footer
 * switch, or a browser signal the page saw), or the browser's own Global Privacy Control (`Sec-GPC: 1`) or
 * Do Not Track (`DNT: 1`), which a native app or another client may send as well.
 */
export function isTrackingRefused(headers: IncomingHttpHeaders): boolean {
  return headers[TRACKING_REFUSED_HEADER] === '1' || headers['sec-gpc'] === '1' || headers.dnt === '1';
}
