import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the reference server under /dashboard/, like the dashboard itself.
export default defineConfig({ base: '/dashboard/', plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
