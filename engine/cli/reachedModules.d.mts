export declare function reachedModules(
  starts: readonly string[],
  moduleInfo: (id: string) => { code: string | null; importedIds: readonly string[]; exports?: readonly string[] } | null,
  around?: string,
): Set<string>;
