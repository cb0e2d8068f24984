export declare const OUTLINE_KEYS: readonly string[];
export declare const SCREEN_PARTS: readonly string[];
export declare function outlineOf(descriptor: unknown): unknown;
