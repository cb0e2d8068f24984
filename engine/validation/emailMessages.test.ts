import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { withRequiredRules } from '../descriptor/requiredRules.mjs';
import { runRules, type ValidationRule } from './runRules';

const dir = join(__dirname, '..', '..', 'descriptors');
const forms = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  // As the dashboard reads them: with the rules their required fields get by convention.
  .map((name) => ({ name, descriptor: withRequiredRules(JSON.parse(readFileSync(join(dir, name), 'utf8')) as { form?: { rules?: ValidationRule[] } }) }))
  .filter(({ descriptor }) => descriptor.form?.rules?.some((rule) => rule.rule === 'email'))
  .map(({ name, descriptor }) => ({ name, rules: descriptor.form?.rules ?? [] }));

function text(key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en) as string;
}

describe('an email that is there but not valid', () => {
  it.each(forms)('says invalid, not missing ($name)', ({ rules }) => {
    for (const emailRule of rules.filter((rule) => rule.rule === 'email')) {
      const field = emailRule.field;
      // Every other rule passes on its own: only the email is wrong.
      const ownRules = rules.filter((rule) => rule.field === field);
      const missing = runRules(ownRules, { [field]: '' });
      const invalid = runRules(ownRules, { [field]: '  not-an-email ' });
      expect(invalid?.message).toBe(emailRule.message);
      if (missing) expect(text(invalid?.message ?? '')).not.toBe(text(missing.message));
      expect(runRules(ownRules, { [field]: ' someone@example.com ' })).toBeNull();
    }
  });

  it('is checked in at least one form', () => {
    expect(forms.length).toBeGreaterThan(0);
  });
});
