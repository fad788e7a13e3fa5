import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { connectNativeApp } from './app/native-app-wiring.ts';
import { connectSession } from './app/session-wiring.ts';
import { ModalHost } from './shared/modal/modal-host.tsx';
import { startAllianceVisit } from './shared/native/alliance.ts';
import { isNativeApp } from './shared/native/native-app.ts';
import { refreshLoginUser, resumeSession } from './shared/session/session.ts';
import { hasStorageKeyInSession } from './shared/storage/storage-key.ts';
import { LoadingOverlay } from './shared/ui/loading-overlay.tsx';
import './shared/styles/global.css';

async function start() {
  // A tab that holds the storage key has been on the site before: this load continues its visit.
  const isSameVisit = hasStorageKeyInSession();
  // The encrypted storage is read before the first screen, so the header, the guard and the popups see it.
  const isResumed = await resumeSession({ reload: () => window.location.reload() });
  if (!isResumed) return;
  startAllianceVisit(window.location.search, isSameVisit);

  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  connectSession(router);
  connectNativeApp(router, isNativeApp());
  void refreshLoginUser();

  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ModalHost />
        <LoadingOverlay />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
