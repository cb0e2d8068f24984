import path from 'node:path';
import { readDescriptorFiles, repoRoot } from '../cli/checkDescriptors.mjs';
import { readShared, withShared } from '../cli/readDescriptors.mjs';
import { readContract } from '../cli/serverContract.mjs';
import type { Area } from '../descriptor/descriptor.types';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { withServerLimits } from '../descriptor/serverRules.mjs';

/**
 * The area descriptors of the repository (descriptors/*.json), completed as the build hands them to
 * the dashboard (shared parts, the server's limits) and as the dashboard then completes them.
 */
export function repositoryAreas(): Area[] {
  const shared = readShared(path.join(repoRoot, 'descriptors'));
  const writes = readContract()?.writes;
  return readDescriptorFiles()
    .map((file) => JSON.parse(file.text) as { kind?: string })
    .filter((descriptor) => descriptor.kind === 'area')
    .map((descriptor) => normalizeDescriptor('area', withServerLimits(withShared(descriptor, shared), writes)) as Area);
}

/** One area descriptor of the repository by its name, completed as the dashboard completes it. */
export function repositoryArea(name: string): Area {
  const found = repositoryAreas().find((area) => area.area === name);
  if (!found) throw new Error(`descriptors/ has no area "${name}"`);
  return found;
}
