import type { Plugin } from 'vite';
export declare function importAgainPlugin(): Plugin;
