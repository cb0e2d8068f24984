import type { ComponentType } from 'react';
import { Chips } from './cells/Chips';
import { Expandable } from './cells/Expandable';
import { Stars } from './cells/Stars';
import { StatusChip } from './cells/StatusChip';
import type { CellName } from '../descriptor/descriptor.types';
import { Activation } from './cells/Activation';
import { AreaTitle } from './cells/AreaTitle';
import { ChangedFields } from './cells/ChangedFields';
import type { CellProps } from './cells/cellProps';
import { ColumnToggle } from './cells/ColumnToggle';
import { DateCell, DateTimeCell } from './cells/DateCell';
import { Flag } from './cells/Flag';
import { Image } from './cells/Image';
import { Label } from './cells/Label';
import { LongText } from './cells/LongText';
import { Money } from './cells/Money';
import { NumberedList } from './cells/NumberedList';
import { Percent } from './cells/Percent';
import { RecordLink } from './cells/RecordLink';
import { RichText } from './cells/RichText';
import { RowNumber } from './cells/RowNumber';
import { Serial } from './cells/Serial';
import { TextCell } from './cells/TextCell';

/** One table of cell kinds, keyed by the names descriptors use; the schema lists the same names. */
export const cells = {
  text: TextCell,
  activation: Activation,
  boolean: Flag,
  percent: Percent,
  money: Money,
  date: DateCell,
  dateTime: DateTimeCell,
  serial: Serial,
  label: Label,
  image: Image,
  longText: LongText,
  richText: RichText,
  chips: Chips,
  status: StatusChip,
  stars: Stars,
  expandable: Expandable,
  rowNumber: RowNumber,
  toggle: ColumnToggle,
  list: NumberedList,
  recordLink: RecordLink,
  areaTitle: AreaTitle,
  changedFields: ChangedFields,
} satisfies Record<CellName, ComponentType<CellProps>>;
