import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@mvno/contract';
import { readPageJson } from '../shared/client-config.ts';

/**
 * What a server-rendered page carries besides its HTML (`<script id="page-state" type="application/json">`):
 * the answers the page was drawn from.
 */
export interface PageState {
  /** The window width the page was laid out for (a phone's or a desktop's). */
  drawingWidth: number;
  /** Whether it was drawn without header and footer for partner ALAC1026 (spec §1). */
  isPartnerLayout: boolean;
  queries: DehydratedState;
}

function isPageState(value: unknown): value is PageState {
  return typeof value === 'object' && value !== null && 'queries' in value;
}

/** The state of the page the server drew; undefined for the shell (a page drawn in the browser). */
export function readPageState(root: Document = document): PageState | undefined {
  return readPageJson(PAGE_STATE_ELEMENT_ID, isPageState, root);
}
