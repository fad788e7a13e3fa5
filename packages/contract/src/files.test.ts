import { describe, expect, it } from 'vitest';
import { fileUrl } from './files.ts';

describe('fileUrl: file-server base + type folder + file name (spec §3)', () => {
  it.each([
    ['/images', 'banners', 'main-brand.svg', '/images/banners/main-brand.svg'],
    ['/images/', 'events', 'event-draw-mo.svg', '/images/events/event-draw-mo.svg'],
    ['/', 'banners', 'tip-smishing.svg', '/banners/tip-smishing.svg'],
    [
      'https://cdn.example.kr/files',
      'banners',
      'main-brand-thumb.svg',
      'https://cdn.example.kr/files/banners/main-brand-thumb.svg',
    ],
    ['https://cdn.example.kr/files//', 'events', 'a.png', 'https://cdn.example.kr/files/events/a.png'],
    ['https://cdn.example.kr', 'events', 'a.png', 'https://cdn.example.kr/events/a.png'],
    // A name is one path segment: Korean, spaces, slashes and query marks are encoded, never interpreted.
    [
      '/images',
      'events',
      '여름 이벤트.png',
      '/images/events/%EC%97%AC%EB%A6%84%20%EC%9D%B4%EB%B2%A4%ED%8A%B8.png',
    ],
    ['/images', 'banners', '../../secret.txt', '/images/banners/..%2F..%2Fsecret.txt'],
    ['/images', 'banners', 'a.svg?v=2#top', '/images/banners/a.svg%3Fv%3D2%23top'],
    ['/images', 'banners', '%2e%2e', '/images/banners/%252e%252e'],
    // A text banner has no image, and a folder's name is not a file's: no address.
    ['/images', 'banners', '..', ''],
    ['/images', 'banners', '.', ''],
    ['/images', 'banners', '', ''],
    ['https://cdn.example.kr/files', 'events', '', ''],
  ] as const)('%s + %s + %j → %j', (base, folder, name, expected) => {
    expect(fileUrl(base, folder, name)).toBe(expected);
  });

  // What URL parsers read as "this folder" or "the one above" (WHATWG URL: single- and double-dot segments).
  const dotSegments = new Set(['.', '%2e', '..', '.%2e', '%2e.', '%2e%2e']);

  it.each(['../x', 'a/../../b', '%2e%2e', '.%2e', '...', '..\\x'])('keeps %j inside its folder', (name) => {
    const address = fileUrl('https://cdn.example.kr/files', 'banners', name);
    const segment = address.slice('https://cdn.example.kr/files/banners/'.length);
    expect(address.startsWith('https://cdn.example.kr/files/banners/')).toBe(true);
    expect(segment).not.toMatch(/[/\\?#]/);
    expect(dotSegments.has(segment.toLowerCase())).toBe(false);
    expect(decodeURIComponent(segment)).toBe(name);
  });
});
