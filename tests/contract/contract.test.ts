import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectContract, contractFile } from '../../engine/cli/serverContract.mjs';
import { buildApp } from '../../server/src/app';

describe('server/contract.json', () => {
  it('matches the reference server (run `npm run contract` after changing its routes or answers)', async () => {
    const written = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as unknown;
    expect(await collectContract(buildApp)).toEqual(written);
  }, 30_000);
});
