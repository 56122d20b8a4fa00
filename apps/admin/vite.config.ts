import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// The staff console: real React (no Preact aliasing), served by the API under /admin.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: { '/api': { target: API_ORIGIN, changeOrigin: true }, '/media': { target: API_ORIGIN } },
  },
  build: { target: 'es2020' },
});
