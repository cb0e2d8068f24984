import type { CheckContext } from './checkDescriptors.mjs';
export declare const namesFile: string;
export declare function renderNames(ctx?: CheckContext): string;
