import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PreviewLink {
  eventNo: number;
  /** Unix seconds. */
  expires: number;
  signature: string;
}

/**
 * Links that let staff show an event before it is published (a draft, or one not yet started) without a
 * login: the event number and the link's end, signed with HMAC-SHA256 under a key derived from the server's
 * master key. Anyone holding the link sees that one event until it ends; nothing else is opened.
 */
export function createPreviewLinks(key: Buffer) {
  const signatureOf = (eventNo: number, expires: number) =>
    createHmac('sha256', key).update(`event-preview:${eventNo}:${expires}`).digest('base64url');

  return {
    sign(eventNo: number, expiresAt: Date): PreviewLink {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return { eventNo, expires, signature: signatureOf(eventNo, expires) };
    },
    /** A forged or altered link is INVALID whatever its date; a genuine one past its end is EXPIRED. */
    check(link: PreviewLink, now: Date): 'VALID' | 'INVALID' | 'EXPIRED' {
      const expected = Buffer.from(signatureOf(link.eventNo, link.expires));
      const given = Buffer.from(link.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'INVALID';
      return link.expires * 1000 < now.getTime() ? 'EXPIRED' : 'VALID';
    },
  };
}
export type PreviewLinks = ReturnType<typeof createPreviewLinks>;

/** The page a preview link opens. */
export const previewPathOf = (link: PreviewLink): string =>
  `/preview/event?${new URLSearchParams({
    eventNo: String(link.eventNo),
    expires: String(link.expires),
    signature: link.signature,
  }).toString()}`;
