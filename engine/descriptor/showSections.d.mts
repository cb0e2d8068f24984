import type { ShowField } from './descriptor.types';

export declare function showsListColumns(area: unknown): boolean;
export declare function showFieldOf(column: object): ShowField | null;
export declare function columnShowFields(columns: unknown): (ShowField | null)[];
export declare function withShowSections<T>(area: T): T;
