export declare function chunkImports<C extends { fileName: string; imports: string[] }>(chunks: C[]): { add: (chunk: C) => void; files: Set<string> };
