import { formValidatorModules, type CompiledFormValidators } from 'virtual:form-validators';

// Light on purpose (the loaders are dynamic imports): what warms a form ahead of need may start here.
const loaded = new Map<string, CompiledFormValidators>();
const pending = new Map<string, Promise<CompiledFormValidators>>();

/** An area's compiled form validators, if they are here already. */
export function loadedFormValidators(area: string): CompiledFormValidators | undefined {
  return loaded.get(area);
}

/** Fetches an area's compiled form validators once; a failed fetch may be tried again. */
export function loadFormValidators(area: string): Promise<CompiledFormValidators> {
  let promise = pending.get(area);
  if (!promise) {
    const loader = formValidatorModules[area];
    promise = (loader ? loader() : Promise.resolve({ validators: {}, problem: `no form validators were built for the ${area} area` })).then(
      (module) => {
        loaded.set(area, module);
        return module;
      },
      (error: unknown) => {
        pending.delete(area);
        throw error;
      },
    );
    pending.set(area, promise);
  }
  return promise;
}
