import type { Plugin } from 'vite';
export declare function descriptorPlugin(options?: { descriptorsDir?: string; localesDir?: string }): Plugin;
