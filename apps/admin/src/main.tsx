import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';

// The operator console (/platform) shares this build and look but is its own app: loaded only there.
const PlatformApp = lazy(() =>
  import('./platform/platform-app.tsx').then((m) => ({ default: m.PlatformApp })),
);
const onPlatform = /^\/platform(\/|$)/.test(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
// The first render is non-urgent (startTransition): React renders it in slices of a few ms and lets
// the browser in between, where a plain render is one task — on a phone at 4× CPU the longest of
// opening the console (decision 148). The router starts its own updates that way already.
startTransition(() =>
  root.render(
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
  ),
);
