import type { RegistryWidgetsType } from '@rjsf/utils';
import { DateNotPastWidget } from './widgets/DateNotPastWidget';
import { ImageWidget } from './widgets/ImageWidget';
import { MultiLookupWidget } from './widgets/MultiLookupWidget';
import { PdfWidget } from './widgets/PdfWidget';
import { RichTextWidget } from './widgets/RichTextWidget';
import formWidgetNames from './formWidgetNames.json';
import { LookupSelectWidget } from './widgets/LookupSelectWidget';
import { SwitchWidget } from './widgets/SwitchWidget';

// What the form gives every widget, beside the table of widgets the form draws with.
export type { EngineFormContext } from './widgets/useWidgetValues';

type WidgetName = 'switch' | 'lookupSelect' | 'multiLookup' | 'image' | 'pdf' | 'richText' | 'dateNotPast';

/** The engine's form widgets, keyed by the names a uiSchema uses (`"ui:widget": "switch"`). */
export const formWidgets = {
  switch: SwitchWidget,
  lookupSelect: LookupSelectWidget,
  multiLookup: MultiLookupWidget,
  image: ImageWidget,
  pdf: PdfWidget,
  richText: RichTextWidget,
  dateNotPast: DateNotPastWidget,
} satisfies Record<WidgetName, RegistryWidgetsType[string]>;

/** The names the descriptor checker accepts; a test keeps them equal to the table above. */
export const formWidgetNameList: readonly string[] = formWidgetNames;
