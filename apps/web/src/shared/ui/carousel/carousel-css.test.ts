import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FADE_SLIDE_BREAKPOINT, PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH } from '@mvno/contract';

// A stylesheet cannot read the contract: the widths it lays the carousel out at are written in it, and held
// to the contract's here, so the script and the stylesheet agree at every width.
const stylesheet = readFileSync(path.join(import.meta.dirname, 'carousel.module.css'), 'utf8');

describe('the carousel’s stylesheet', () => {
  it('shows slides side by side from 1024 px and fades them at 744 px and below, as the contract says', () => {
    expect(stylesheet).toContain(`@media (min-width: ${PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH}px)`);
    expect(stylesheet).toContain(`@media (max-width: ${FADE_SLIDE_BREAKPOINT}px)`);
  });
});
