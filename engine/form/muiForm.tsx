import { withTheme } from '@rjsf/core';
import { generateTheme } from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import type { EngineFormContext } from '../registries/widgets';
import type { FormValues } from './formModel';

/**
 * The form library's form in its MUI theme, as @rjsf/mui publishes it. The engine's own widgets
 * (engine/registries/widgets.tsx) are given to each form by name, over the theme's.
 */
export const MuiForm = withTheme<FormValues, RJSFSchema, EngineFormContext>(generateTheme<FormValues, RJSFSchema, EngineFormContext>());
