import type { FilterWidgetProps } from './filterWidgetProps';
import { SelectFilter } from './SelectFilter';

export function StatusFilter(props: FilterWidgetProps) {
  return (
    <SelectFilter
      {...props}
      filter={{
        ...props.filter,
        options: [
          { value: '1', label: 'common.active', color: 'default' },
          { value: '0', label: 'common.notActive', color: 'default' },
        ],
      }}
    />
  );
}
