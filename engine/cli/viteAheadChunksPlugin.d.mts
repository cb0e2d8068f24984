import type { Plugin } from 'vite';
export declare function aheadChunksPlugin(options: { document: string; groups: Record<string, string[]> }): Plugin;
