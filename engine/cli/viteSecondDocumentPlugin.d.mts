import type { Plugin } from 'vite';
export declare function secondDocument(indexHtml: string, stub: string): string;
export declare function secondDocumentPlugin(options: { documents: string[] }): Plugin;
