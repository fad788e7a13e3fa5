import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { ModalHost } from './shared/modal/modal-host.tsx';
import { LoadingOverlay } from './shared/ui/loading-overlay.tsx';
import './shared/styles/global.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

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
