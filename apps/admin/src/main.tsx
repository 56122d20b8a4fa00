import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';

// The operator console (/platform) shares this build and look but is its own app: loaded only there.
const PlatformApp = lazy(() =>
  import('./platform/platform-app.tsx').then((m) => ({ default: m.PlatformApp })),
);
const onPlatform = /^\/platform(\/|$)/.test(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      {onPlatform ? (
        <Suspense fallback={null}>
          <PlatformApp />
        </Suspense>
      ) : (
        <AppRouter />
      )}
    </AppProvider>
  </StrictMode>,
);
