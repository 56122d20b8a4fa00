import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { getTenant } from './config/env.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';

// Settle the shop first: a ?shop= switch signs out before any store reads the token.
getTenant();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
