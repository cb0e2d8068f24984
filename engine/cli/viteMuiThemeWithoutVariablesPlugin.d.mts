import type { Plugin } from 'vite';
export declare function muiThemeWithoutVariablesPlugin(): Plugin;
