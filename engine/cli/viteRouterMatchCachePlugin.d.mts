import type { Plugin } from 'vite';
export declare function keepRouteMatching(code: string, id?: string): string | null;
export declare function routerMatchCachePlugin(): Plugin;
