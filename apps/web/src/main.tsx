import { QueryClientProvider } from '@tanstack/react-query';
import { messages } from '@mvno/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { connectAnalytics } from './app/analytics-wiring.ts';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { loadClientConfig } from './shared/client-config.ts';
import { connectNativeApp } from './app/native-app-wiring.ts';
import { connectSession } from './app/session-wiring.ts';
import { ModalHost } from './shared/modal/modal-host.tsx';
import { showAlert } from './shared/modal/modal-store.ts';
import { startAllianceVisit } from './shared/native/alliance.ts';
import { isNativeApp } from './shared/native/native-app.ts';
import { refreshLoginUser, resumeSession } from './shared/session/session.ts';
import { hasStorageKeyInSession } from './shared/storage/storage-key.ts';
import { LoadingOverlay } from './shared/ui/loading-overlay.tsx';
import './shared/styles/global.css';

async function start() {
  // Spec §3's values (app scheme, popup addresses…), from the page the server sent, before anything uses them.
  await loadClientConfig();
  // A tab that holds the storage key has been on the site before: this load continues its visit.
  const isSameVisit = hasStorageKeyInSession();
  // The encrypted storage is read before the first screen, so the header, the guard and the popups see it.
  const resumed = await resumeSession({ reload: () => window.location.reload(), isApp: isNativeApp() });
  if (resumed === 'RELOADING') return;
  startAllianceVisit(window.location.search, isSameVisit);

  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  connectSession(router);
  connectNativeApp(router, isNativeApp());
  connectAnalytics(router);
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
  // The 1200 s rule ran out while the page was closed: the same notice as on an open page (spec §4, §8).
  if (resumed === 'EXPIRED') void showAlert(messages.autoLogout);
}

void start();
