import type { Plugin } from 'vite';
export declare function descriptorPlugin(): Plugin;
