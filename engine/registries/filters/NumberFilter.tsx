import type { FilterWidgetProps } from './filterWidgetProps';
import { TextFilter } from './TextFilter';

export function NumberFilter(props: FilterWidgetProps) {
  return <TextFilter {...props} type="number" />;
}
