import type { CheckContext } from './checkDescriptors.mjs';
export declare const NAMES_ID: string;
export declare function translationKeys(locale: unknown, prefix?: string): string[];
export declare function namesSchema(ctx: Pick<CheckContext, 'locales' | 'permissions' | 'formWidgets'>): {
  $id: string;
  $defs: { translationKey: { enum: string[] }; permissionKey: { enum: string[] }; formWidget: { enum: string[] } };
};
