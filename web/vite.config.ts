import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { screenPartsGroup } from './build/screen-parts.ts';

// The API runs on :3000 (`npm start`); in production the server serves web/dist itself.
const apiProxy = {
  '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // The manifest tells the server which chunks a landing page's screen needs (it preloads them).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [screenPartsGroup(fileURLToPath(new URL('./index.html', import.meta.url)))] } } },
  },
});
