import type { Plugin } from 'vite';
export declare function earlyChunksPlugin(options: { document: string; modules: string[] }): Plugin;
