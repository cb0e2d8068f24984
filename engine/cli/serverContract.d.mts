export interface ServerContract {
  description: string;
  routes: Record<string, string[]>;
  answers: Record<string, string[]>;
}
export declare const contractFile: string;
export declare function parseRouteTree(tree: string): { path: string; methods: string[] }[];
export declare function fieldPaths(records: readonly unknown[]): string[];
export declare function collectContract(build?: (opts: { dbPath: string }) => Promise<unknown>): Promise<ServerContract>;
export declare function readContract(): ServerContract | null;
