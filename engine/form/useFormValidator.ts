import { useEffect, useMemo, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { Area } from '../descriptor/descriptor.types';
import { formSchemaFor, type FormMode } from './formModel';
import { formValidator, type FormValidator } from './formValidator';
import { loadedFormValidators, loadFormValidators } from './loadFormValidators';

type FormValidatorState = { status: 'loading' } | { status: 'ready'; validator: FormValidator } | { status: 'failed'; error: Error; retry: () => void };

/**
 * The validator of an area's form in one mode, once its chunk is here (fetched alongside the
 * record). A form the build could not compile throws, so the area's boundary says so.
 */
export function useFormValidator(area: Area, mode: FormMode): FormValidatorState {
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ area: string; error: Error } | null>(null);
  const compiled = loadedFormValidators(area.area);
  // Waits for what this drawing lacked: validators that arrived between the drawing and this
  // effect (warmed up as the pointer reached the form's link) still bring the form.
  const lacking = compiled === undefined;
  useEffect(() => {
    if (!lacking) return undefined;
    let live = true;
    loadFormValidators(area.area).then(
      () => live && setArrived((n) => n + 1),
      (error: unknown) => live && setFailure({ area: area.area, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [area.area, failure, lacking]);
  const validator = useMemo(() => (compiled && compiled.problem === null ? formValidator(compiled.validators, formSchemaFor(area, mode) as RJSFSchema) : null), [compiled, area, mode]);
  if (compiled?.problem) throw new Error(compiled.problem);
  if (validator) return { status: 'ready', validator };
  if (failure?.area === area.area) return { status: 'failed', error: failure.error, retry: () => setFailure(null) };
  return { status: 'loading' };
}
