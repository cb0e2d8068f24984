export declare const typesFile: string;
export declare function generateTypes(): Promise<string>;
