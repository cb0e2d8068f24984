export interface DescriptorFile {
  file: string;
  text: string;
}
export interface DescriptorProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
}
export interface CheckContext {
  schema: unknown;
  locales: { ar: unknown; en: unknown };
  permissions: Set<string>;
  formWidgets: Set<string>;
  customScreens: Set<string>;
  contract: { routes: Record<string, string[]>; answers: Record<string, string[]> } | null;
}
export declare const repoRoot: string;
export declare function loadContext(root?: string, localesDir?: string, customScreensFile?: string): CheckContext;
export declare function readDescriptorFiles(dir?: string): DescriptorFile[];
/** The engine schema's validator of each kind of descriptor; it fills in the schema's defaults (Ajv's useDefaults). */
export declare function descriptorValidators(ctx?: CheckContext): Record<'area' | 'menu' | 'notifications', ((data: unknown) => boolean) & { errors?: unknown[] | null }>;
export declare function checkDescriptors(files: readonly DescriptorFile[], ctx?: CheckContext): DescriptorProblem[];
export declare function formatProblem(problem: DescriptorProblem): string;
export declare function suggest(value: string, allowed: Iterable<string>): string | null;
export declare function matchRoute(callPath: string, routes: Record<string, string[]>): string | null;
