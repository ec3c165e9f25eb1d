import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { deckhand } from '@deckhand/vite-plugin';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [deckhand(), react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
