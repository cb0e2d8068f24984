import type { Plugin } from 'vite';
export declare function dropUnusedComponents(code: string): string | null;
export declare function productionFileOf(source: string, resolvePackage?: (id: string) => string): string | null;
export declare function routerProductionPlugin(): Plugin;
