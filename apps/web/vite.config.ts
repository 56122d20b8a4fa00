import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Two builds (package.json "build"): the browser's, into dist/ (index.html is the server's page template,
// the manifest tells it each route's chunks), and the server renderer, `vite build --ssr
// src/entry-server.tsx`, into dist-ssr/ — self-contained (React and all included), so the API loads one
// file and production needs none of the storefront's packages installed. Real React in both: decision 110.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : { target: 'es2020', manifest: true },
}));
