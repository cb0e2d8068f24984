export declare const SHARED_KIND: 'shared';
export interface SharedProblem {
  segments: (string | number)[];
  group: 'calls' | 'sources';
  name: string;
}
export declare function resolveShared<T>(descriptor: T, shared: unknown): { descriptor: T; problems: SharedProblem[]; used: Set<string> };
export declare function sharedOf(contents: readonly unknown[]): unknown;
