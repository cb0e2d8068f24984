import type { Plugin } from 'vite';
export declare function inlineCssPlugin(): Plugin;
