import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_LINK_BREAKPOINT } from '@mvno/contract';
import { MOBILE_IMAGE_MEDIA } from '../../../shared/ui/image-media.ts';

// The banner's frame and thumbnail strip are laid out by the stylesheet at the widths the contract names.
const stylesheet = readFileSync(path.join(import.meta.dirname, 'main-banner-section.module.css'), 'utf8');

describe('the main banner’s stylesheet', () => {
  it('takes the phone proportions where the phone image starts, and shows thumbnails from 1140 px', () => {
    expect(stylesheet).toContain(`@media ${MOBILE_IMAGE_MEDIA}`);
    expect(stylesheet).toContain(`@media (min-width: ${THUMBNAIL_LINK_BREAKPOINT}px)`);
  });
});
