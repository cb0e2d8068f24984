import type { Plugin } from 'vite';
export declare function precompressFolder(dir: string): number;
export declare function precompressPlugin(): Plugin;
