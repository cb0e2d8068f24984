import type { DefaultsTable } from '../descriptor/normalizeDescriptor';
export declare const typesFile: string;
export declare const defaultsFile: string;
export declare function generateTypes(): Promise<string>;
export declare function defaultsTable(schema?: unknown): DefaultsTable;
export declare function generateDefaults(): string;
