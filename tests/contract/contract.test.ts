import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectContract, contractFile } from '../../engine/cli/serverContract.mjs';
import { buildApp } from '../../server/src/app';
import { allAreas } from '../../server/src/areas/registry';
import { writeContract } from '../../server/src/areas/write-contract';

describe('server/contract.json', () => {
  it('matches the reference server (run `npm run contract` after changing its routes, answers or field tables)', async () => {
    const written = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as unknown;
    expect(await collectContract(buildApp, () => writeContract(allAreas))).toEqual(written);
  }, 30_000);
});
