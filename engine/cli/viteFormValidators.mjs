// Vite plugin: the validators of each area's form, compiled from its descriptor when the dashboard
// is built (and by `npm run dev` and vitest), so no form compiles code in the browser: the
// dashboard's Content-Security-Policy refuses it (script-src 'self', no 'unsafe-eval').
//
// `virtual:form-validators` maps each area with a form to a loader of its own module,
// `virtual:form-validators/<area>-validators`: one small chunk per form, fetched with it.
import fs from 'node:fs';
import path from 'node:path';
import { hashForSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { FORM_MODES, modeSchema, validationSchema } from '../form/formSchema.mjs';
import { repoRoot } from './checkDescriptors.mjs';
import { withServerLimits } from '../descriptor/serverRules.mjs';
import { readShared, withShared } from './readDescriptors.mjs';
import { readContract } from './serverContract.mjs';

/**
 * @import { RJSFSchema } from '@rjsf/utils'
 * @import { Plugin } from 'vite'
 * @import { FormSchemaSource } from '../form/formSchema.mjs'
 */

export const FORM_VALIDATORS_ID = 'virtual:form-validators';
const RESOLVED = `\0${FORM_VALIDATORS_ID}`;

/**
 * Every area descriptor with a form, by area name, with its file; unreadable files are the checker's to report.
 * Each form is completed as the dashboard reads it: with the server's limits (serverRules.mjs).
 * @param {string} descriptorsDir
 * @returns {Map<string, { file: string; form: FormSchemaSource }>}
 */
export function readFormAreas(descriptorsDir) {
  const areas = new Map();
  const shared = readShared(descriptorsDir);
  const writes = readContract()?.writes;
  for (const name of fs
    .readdirSync(descriptorsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = path.join(descriptorsDir, name);
    let descriptor;
    try {
      descriptor = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (descriptor?.kind !== 'area' || typeof descriptor.area !== 'string' || !descriptor.form || typeof descriptor.form.schema !== 'object') continue;
    areas.set(descriptor.area, { file, form: withServerLimits(withShared(descriptor, shared), writes).form });
  }
  return areas;
}

/**
 * The ES module of one form's validators: the schema of each of its modes without its texts (see
 * validationSchema), compiled by the form library's own compiler into standalone functions keyed
 * as the library looks them up at run time (see engine/form/formValidator.ts).
 * @param {FormSchemaSource} form
 * @returns {string}
 */
export function formValidatorsModule(form) {
  /** @type {Map<string, RJSFSchema>} */
  const roots = new Map();
  for (const mode of FORM_MODES) {
    // A form's schema is JSON Schema draft-07: the descriptor checker holds it to the metaschema.
    const root = /** @type {RJSFSchema} */ (validationSchema(modeSchema(form, mode)));
    roots.set(hashForSchema(root), root);
  }
  // The compiler writes CommonJS: each mode's functions run in a scope of their own (their names
  // repeat), with `exports` and `require` given to them; what they require is imported here.
  const bodies = [...roots.values()].map((root) => compileSchemaValidatorsCode(root));
  const required = [...new Set(bodies.flatMap((body) => [...body.matchAll(/\brequire\("([^"]+)"\)/g)].flatMap((match) => match[1] ?? [])))];
  return [
    ...required.map((id, index) => `import * as required${index} from ${JSON.stringify(path.extname(id) ? id : `${id}.js`)};`),
    `const modules = { ${required.map((id, index) => `${JSON.stringify(id)}: required${index}`).join(', ')} };`,
    // A CommonJS module seen from ESM: a bundler gives its exports, Node gives module.exports as the default.
    'const load = (id) => (modules[id].default?.__esModule ? modules[id].default : modules[id]);',
    'export const validators = {};',
    ...bodies.map((body) => `Object.assign(validators, (function (exports, require) {\n${body}\nreturn exports;\n})({}, load));`),
    'export const problem = null;',
  ].join('\n');
}

/**
 * The module of a form that cannot be compiled: the form's screen says so, the other areas work.
 * @param {string} message
 */
function brokenModule(message) {
  return `export const validators = {};\nexport const problem = ${JSON.stringify(message)};`;
}

/**
 * @param {object} [options]
 * @param {string} [options.descriptorsDir]
 * @param {'error' | 'warn'} [options.check] 'warn' builds a form whose schema cannot be compiled, its screen saying so (tests of a broken descriptor only); defaults to DESCRIPTOR_CHECK
 * @returns {Plugin}
 */
export function formValidatorsPlugin({ descriptorsDir = path.join(repoRoot, 'descriptors'), check = process.env.DESCRIPTOR_CHECK === 'warn' ? 'warn' : 'error' } = {}) {
  const prefix = `${FORM_VALIDATORS_ID}/`;
  const suffix = '-validators';
  return {
    name: 'dashboard-form-validators',
    config() {
      // What the compiled validators import, bundled by the dev server up front rather than on first use.
      return { optimizeDeps: { include: ['ajv/dist/runtime/ucs2length.js', 'ajv/dist/runtime/equal.js', 'ajv-formats/dist/formats.js'] } };
    },
    handleHotUpdate({ file, server }) {
      // In dev, a descriptor added or changed makes these modules anew (the page reloads for it).
      if (!path.resolve(file).startsWith(path.resolve(descriptorsDir) + path.sep)) return undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(module);
      }
      return undefined;
    },
    resolveId(id) {
      if (id === FORM_VALIDATORS_ID || id.startsWith(prefix)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const areas = readFormAreas(descriptorsDir);
        for (const { file } of areas.values()) this.addWatchFile(file);
        const loaders = [...areas.keys()].map((area) => `  ${JSON.stringify(area)}: () => import(${JSON.stringify(prefix + encodeURIComponent(area) + suffix)}),`);
        return `export const formValidatorModules = {\n${loaders.join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${prefix}`) || !id.endsWith(suffix)) return null;
      const area = decodeURIComponent(id.slice(prefix.length + 1, -suffix.length));
      const found = readFormAreas(descriptorsDir).get(area);
      if (!found) return brokenModule(`no form is described for the ${area} area`);
      this.addWatchFile(found.file);
      try {
        return formValidatorsModule(found.form);
      } catch (error) {
        const relative = path.relative(repoRoot, found.file);
        const message = `${relative.startsWith('..') ? found.file : relative}: the form's schema cannot be compiled: ${error instanceof Error ? error.message : String(error)}`;
        if (check !== 'warn') this.error(message);
        this.warn(`${message}\n(DESCRIPTOR_CHECK=warn: built anyway)`);
        return brokenModule(message);
      }
    },
  };
}
