import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SessionHint } from '@mvno/contract';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { DrawingWidthContext } from '../shared/hooks/use-media-query.ts';
import { ModalHost } from '../shared/modal/modal-host.tsx';
import { endPageTakeover } from '../shared/store.ts';
import { PartnerLayoutContext } from '../shared/native/alliance.ts';
import { SessionHintContext } from '../shared/session/session-hint.tsx';
import { LoadingOverlay } from '../shared/ui/loading-overlay.tsx';

/**
 * Everything the page draws around its router, the same on the server and in the browser, so a
 * server-rendered page hydrates without a difference.
 */
export function AppTree({
  queryClient,
  router,
  sessionHint,
  drawingWidth,
  isPartnerLayout,
}: {
  queryClient: QueryClient;
  router: ReactNode;
  /** Whom the page was drawn for (the session hint cookie), the same on the server and while hydrating. */
  sessionHint: SessionHint;
  /** The window width the server laid the page out for; 0 for a page drawn in the browser. */
  drawingWidth: number;
  /** Whether the page was drawn without header and footer for partner ALAC1026 (spec §1). */
  isPartnerLayout: boolean;
}) {
  // Runs after every effect of the first pass below it: the page has been taken over, and says so.
  useEffect(() => {
    endPageTakeover();
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <StrictMode>
      <SessionHintContext value={sessionHint}>
        <DrawingWidthContext value={drawingWidth}>
          <PartnerLayoutContext value={isPartnerLayout}>
            <QueryClientProvider client={queryClient}>
              {router}
              <ModalHost />
              <LoadingOverlay />
            </QueryClientProvider>
          </PartnerLayoutContext>
        </DrawingWidthContext>
      </SessionHintContext>
    </StrictMode>
  );
}
