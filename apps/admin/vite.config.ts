import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * The libraries every screen needs, each in its own chunk (decision 148): the browser compiles each
 * chunk in its own task as it arrives and caches it apart, so a phone runs several short tasks
 * instead of one long one over a single 389 KB file, and a change to the console's own code leaves
 * the vendor chunks cached. Anything else a screen imports stays in that screen's lazy chunk.
 */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  'react-dom': /\/node_modules\/(react-dom|scheduler)\//,
  react: /\/node_modules\/react\//,
  router: /\/node_modules\/(react-router|cookie|set-cookie-parser)\//,
  query: /\/node_modules\/@tanstack\//,
};

function vendorChunk(id: string): string | undefined {
  for (const [name, pattern] of Object.entries(VENDOR_CHUNKS)) if (pattern.test(id)) return name;
  return undefined;
}

// The staff console: real React (no Preact aliasing), served by the API under /admin.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: { '/api': { target: API_ORIGIN, changeOrigin: true }, '/media': { target: API_ORIGIN } },
  },
  build: {
    target: 'es2020',
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
