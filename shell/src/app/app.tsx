import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PlatformProvider, type PlatformState } from '../platform';
import { createRoutes } from './routes';

/** Renders the shop into `container` once the platform has registered the remotes. */
export function mountApp(container: HTMLElement, platform: PlatformState): void {
  const router = createBrowserRouter(createRoutes());
  createRoot(container).render(
    <StrictMode>
      <PlatformProvider value={platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </StrictMode>,
  );
}
