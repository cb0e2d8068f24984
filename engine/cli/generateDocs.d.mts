export declare const docsFile: string;
export declare function generateReference(): string;
export declare function renderDocs(current: string): string;
