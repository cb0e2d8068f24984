import { type ComponentType, lazy, Suspense } from 'react';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import CheckboxesWidget from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import Templates from '@rjsf/mui/lib/Templates/Templates.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import type { EngineFormContext } from '../registries/widgets';
import type { FormValues } from './formModel';

/** A widget of the form library's MUI theme fetched when a form first draws it. */
function fetchedWhenDrawn(load: () => Promise<{ default: ComponentType<WidgetProps> }>): ComponentType<WidgetProps> {
  const Widget = lazy(load);
  return function FetchedWidget(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

/**
 * The form library's form in its MUI theme (@rjsf/mui's own, templates and widgets), put together
 * here rather than taken whole: its radio buttons and its slider (MUI's Slider, a fifth of the
 * theme's code) are fetched only by a form that uses `"ui:widget": "radio"` or `"range"`, which
 * no form of this product does today.
 */
export const MuiForm = withTheme<FormValues, RJSFSchema, EngineFormContext>({
  templates: Templates,
  widgets: {
    CheckboxWidget,
    CheckboxesWidget,
    SelectWidget,
    TextareaWidget,
    RadioWidget: fetchedWhenDrawn(() => import('@rjsf/mui/lib/RadioWidget/RadioWidget.js')),
    RangeWidget: fetchedWhenDrawn(() => import('@rjsf/mui/lib/RangeWidget/RangeWidget.js')),
  },
});
