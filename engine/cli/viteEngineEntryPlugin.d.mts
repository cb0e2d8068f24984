import type { Plugin } from 'vite';
export declare function engineEntryPlugin(): Plugin;
