import { readDescriptorFiles } from '../cli/checkDescriptors.mjs';
import type { Area } from '../descriptor/descriptor.types';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';

/** The area descriptors of the repository (descriptors/*.json), completed as the dashboard completes them. */
export function repositoryAreas(): Area[] {
  return readDescriptorFiles()
    .map((file) => JSON.parse(file.text) as { kind?: string })
    .filter((descriptor) => descriptor.kind === 'area')
    .map((descriptor) => normalizeDescriptor('area', descriptor) as Area);
}

/** One area descriptor of the repository by its name, completed as the dashboard completes it. */
export function repositoryArea(name: string): Area {
  const found = repositoryAreas().find((area) => area.area === name);
  if (!found) throw new Error(`descriptors/ has no area "${name}"`);
  return found;
}
