// The product's descriptors as the dashboard is built from them, for the build and for tools and
// tests that read descriptor files: each parsed, with the shared calls and lookups it uses merged
// in (engine/descriptor/sharedParts.mjs). The shared descriptor itself is not one of them.
import fs from 'node:fs';
import path from 'node:path';
import { resolveShared, SHARED_KIND } from '../descriptor/sharedParts.mjs';

/**
 * The shared descriptor's file in a descriptors folder.
 * @param {string} dir
 */
export function sharedFile(dir) {
  return path.join(dir, `${SHARED_KIND}.json`);
}

/**
 * The shared calls and lookups of a descriptors folder; none when it has no readable shared file.
 * @param {string} dir
 * @returns {unknown}
 */
export function readShared(dir) {
  try {
    return JSON.parse(fs.readFileSync(sharedFile(dir), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * One descriptor's contents with its shared parts merged in (the shared descriptor as it is).
 * @template T
 * @param {T} content
 * @param {unknown} shared
 * @returns {T}
 */
export function withShared(content, shared) {
  if (!content || typeof content !== 'object' || ('kind' in content && content.kind === SHARED_KIND)) return content;
  return resolveShared(content, shared).descriptor;
}

/**
 * Every descriptor of the folder, in file-name order, as { file (its name), descriptor }, the
 * shared one left out. A file that is not JSON is left out too: the checker reports it.
 * @param {string} dir
 * @returns {{ file: string; descriptor: unknown }[]}
 */
export function readDescriptors(dir) {
  const shared = readShared(dir);
  const out = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    let content;
    try {
      content = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch {
      continue;
    }
    if (content?.kind === SHARED_KIND) continue;
    out.push({ file: name, descriptor: withShared(content, shared) });
  }
  return out;
}
