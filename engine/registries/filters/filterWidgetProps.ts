import type { Filter } from '../../descriptor/descriptor.types';

export interface FilterWidgetProps {
  filter: Filter;
  value: string;
  /** Every filter's current value, for choices that depend on another filter. */
  values: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}
