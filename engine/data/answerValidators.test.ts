import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerTypesFile, answerValidatorsFile, generateAnswerTypes, generateAnswerValidators } from '../cli/generateAnswerValidators.mjs';
import { checkPermissionAnswer, permissionsAnswer } from './answerValidators.generated.mjs';

describe('the compiled answer validators', () => {
  it('are generated from the current answers schema (run `npm run schema:answers` after changing it)', async () => {
    expect(fs.readFileSync(answerValidatorsFile, 'utf8')).toBe(generateAnswerValidators());
    expect(fs.readFileSync(answerTypesFile, 'utf8')).toBe(await generateAnswerTypes());
  });

  it('run in the browser under its policy: no require, no code compiled at run time', () => {
    const code = fs.readFileSync(answerValidatorsFile, 'utf8');
    expect(code).not.toMatch(/\brequire\(|new Function|\beval\(/);
  });

  it('tell an answer of the contract from one that is not', () => {
    expect(checkPermissionAnswer({ data: { name: 'banks index', has_permission: '1' } })).toBe(true);
    expect(checkPermissionAnswer({ data: { has_permission: 'maybe' } })).toBe(false);
    expect(checkPermissionAnswer({ has_permission: true })).toBe(false);
    expect(permissionsAnswer({ data: { permissions: [] } })).toBe(true);
    expect(permissionsAnswer({ data: [] })).toBe(false);
  });
});
