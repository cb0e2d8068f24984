import { typedNumber } from '../../i18n/typedNumber';
import type { FilterWidgetProps } from './filterWidgetProps';
import { TextFilter } from './TextFilter';

/** A number filter: a text box with a numeric keyboard, read as the form's number boxes are. */
export function NumberFilter(props: FilterWidgetProps) {
  return <TextFilter {...props} onChange={(value) => props.onChange(typedNumber(value))} integer />;
}
