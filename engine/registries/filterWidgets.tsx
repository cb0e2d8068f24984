import type { ComponentType } from 'react';
import type { Filter } from '../descriptor/descriptor.types';
import { AreaFilter } from './filters/AreaFilter';
import { DateFilter } from './filters/DateFilter';
import type { FilterWidgetProps } from './filters/filterWidgetProps';
import { HiddenFilter } from './filters/HiddenFilter';
import { NumberFilter } from './filters/NumberFilter';
import { SelectFilter } from './filters/SelectFilter';
import { StatusFilter } from './filters/StatusFilter';
import { TextFilter } from './filters/TextFilter';

type FilterWidgetName = NonNullable<Filter['widget']>;

/** One table of filter widgets, keyed by the names descriptors use. */
export const filterWidgets = {
  text: TextFilter,
  number: NumberFilter,
  // Day, month and year in the admin's language, not the browser's date box.
  date: DateFilter,
  select: SelectFilter,
  status: StatusFilter,
  // Read from the address and sent with the list call, but not offered in the panel.
  hidden: HiddenFilter,
  // The dashboard's own areas, by permission group (an activity log's subject type).
  area: AreaFilter,
} satisfies Record<FilterWidgetName, ComponentType<FilterWidgetProps>>;
