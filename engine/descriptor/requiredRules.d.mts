import type { Rule } from './descriptor.types';

/** The parts of a form the required rules are made from. */
export interface RulesForm {
  schema?: { required?: readonly string[] };
  rules?: readonly Rule[];
  uncheckedRequired?: readonly string[];
}

export declare function requiredMessage(field: string): string;
export declare function conventionalFields(form: RulesForm | undefined): string[];
export declare function completeRules(form: RulesForm | undefined): Rule[];
export declare function redundantRules(form: RulesForm | undefined): { rule: Rule; index: number }[];
export declare function withRequiredRules<T>(area: T): T;
