import type { Plugin } from 'vite';
export declare function measureOnlyWhenOpen(code: string, id?: string): string;
export declare function muiClosedPopupPlugin(): Plugin;
