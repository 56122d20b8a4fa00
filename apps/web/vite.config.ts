import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, transformWithEsbuild, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Two builds (package.json "build"): the browser's, into dist/ (index.html is the server's page template,
// the manifest tells it each route's chunks), and the server renderer, `vite build --ssr
// src/entry-server.tsx`, into dist-ssr/ — self-contained (React and all included), so the API loads one
// file and production needs none of the storefront's packages installed. Real React in both: decision 110.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), minifyLegalGate()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : // One stylesheet, which the server writes into every page (inline-assets.ts). Split per chunk, Vite
      // lists it again among a lazy chunk's dependencies and, finding no <link> for it, adds one: the page
      // then parses 62 KB of CSS again and restyles every element (a 23 ms task on /category).
      {
        target: 'es2020',
        manifest: true,
        cssCodeSplit: false,
        rollupOptions: {
          output: {
            // React, React DOM and the scheduler in a chunk of their own: the page's start-up script runs it
            // in a task before the entry's (apps/api inline-assets.ts, decision 147 addendum).
            manualChunks: (id: string) =>
              /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined,
          },
        },
      },
}));

/**
 * public/legal-gate.js is written into every page as it is (inline-assets.ts) and counts towards the first
 * page's JavaScript budget: the build ships it without its comments.
 */
function minifyLegalGate(): Plugin {
  return {
    name: 'pataka:minify-legal-gate',
    apply: 'build',
    async writeBundle(options) {
      const file = path.join(options.dir ?? 'dist', 'legal-gate.js');
      if (!fs.existsSync(file)) return;
      const { code } = await transformWithEsbuild(fs.readFileSync(file, 'utf8'), file, { minify: true });
      fs.writeFileSync(file, code);
    },
  };
}
