export declare function sharedFile(dir: string): string;
export declare function readShared(dir: string): unknown;
export declare function withShared<T>(content: T, shared: unknown): T;
export declare function readDescriptors(dir: string): { file: string; descriptor: unknown }[];
