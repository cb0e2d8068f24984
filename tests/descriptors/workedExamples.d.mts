import type { DescriptorFile } from '../../engine/cli/checkDescriptors.mjs';
export interface ExampleStep {
  action: 'insert' | 'set' | 'merge';
  file: string;
  pointer: string;
  value: unknown;
}
export declare function readExamples(markdown: string): Map<string, ExampleStep[]>;
export declare function applyExamples(
  steps: readonly ExampleStep[],
  files: readonly DescriptorFile[],
  locales: { ar: unknown; en: unknown },
): { files: DescriptorFile[]; locales: { ar: unknown; en: unknown }; changed: string[] };
