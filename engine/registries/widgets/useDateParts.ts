import { useEffect, useRef, useState } from 'react';
import { isBlank, isoOf, NO_PARTS, partsOf, type DateParts } from './dateParts';

/**
 * The three parts of a date field and what to tell its owner: an ISO day once all three make
 * one, nothing while the field is empty or half chosen. A half-chosen date stays on screen (it
 * is not the owner's value yet); a new value from outside (a reset, a loaded record) replaces it.
 */
export function useDateParts(value: string, onChange: (value: string | undefined) => void) {
  const [parts, setParts] = useState<DateParts>(() => partsOf(value));
  const told = useRef<string>(value);

  useEffect(() => {
    if (value === told.current) return;
    told.current = value;
    setParts(partsOf(value));
  }, [value]);

  const change = (part: keyof DateParts, next: string) => {
    const updated = { ...parts, [part]: next };
    setParts(updated);
    const iso = isoOf(updated) ?? '';
    if (iso === told.current) return;
    told.current = iso;
    onChange(iso === '' ? undefined : iso);
  };

  const clear = () => {
    setParts(NO_PARTS);
    if (told.current !== '') {
      told.current = '';
      onChange(undefined);
    }
  };

  const iso = isoOf(parts);
  return { parts, iso, incomplete: !isBlank(parts) && iso === null, change, clear };
}
