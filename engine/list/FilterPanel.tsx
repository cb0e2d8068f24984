import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../toasts/toasts';
import type { Filter, FilterRule } from '../descriptor/descriptor.types';
import { filterWidgets } from '../registries/filterWidgets';
import { usePermissions } from '../permissions/usePermissions';

interface FilterPanelProps {
  filters: readonly Filter[];
  open: boolean;
  values: Readonly<Record<string, string>>;
  /**
   * Closes the panel. `returnFocus` is set when it closes from inside (search, reset): the
   * focused field disappears with the panel, so the keyboard user's focus goes back to the
   * toggle instead of the page's start.
   */
  onClose: (returnFocus?: boolean) => void;
  onApply: (values: Record<string, string>) => void;
  onReset: () => void;
  /** Filters that only make sense together (a start date and an end date), and dates in their order. */
  rules?: readonly FilterRule[];
}

/**
 * The first rule the values break: a "together" rule with some of its filters given but not all,
 * or an "ordered" one with a day before a day given earlier (ISO days compare as text).
 */
function brokenFilterRule(rules: readonly FilterRule[], values: Readonly<Record<string, string>>): FilterRule | undefined {
  const given = (param: string) => (values[param] ?? '').trim();
  return rules.find((rule) => {
    if (rule.together) {
      const count = rule.together.filter((param) => given(param) !== '').length;
      return count > 0 && count < rule.together.length;
    }
    const days = (rule.ordered ?? []).map(given).filter((day) => day !== '');
    return days.some((day, index) => index > 0 && day < (days[index - 1] ?? day));
  });
}

/** Which filters read another one's value ({country_id}): changing that one clears them. */
function dependentsOf(filters: readonly Filter[], param: string): string[] {
  return filters.filter((f) => f.source !== undefined && Object.values(f.source.query).some((v) => String(v).includes(`{${param}}`))).map((f) => f.param);
}

/** The collapsible filter panel; it closes on any click elsewhere. */
export function FilterPanel({ filters, open, values, onClose, onApply, onReset, rules = [] }: FilterPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { has } = usePermissions();
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  // The URL is the truth: when it changes (back button, reset), the inputs follow.
  useEffect(() => setDraft({ ...values }), [values]);

  const change = (param: string, value: string) => {
    setDraft((current) => {
      const next = { ...current, [param]: value };
      for (const dependent of dependentsOf(filters, param)) delete next[dependent];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = brokenFilterRule(rules, draft);
    if (broken) {
      enqueueSnackbar(t(broken.message), { variant: 'error' });
      return;
    }
    onApply(draft);
    onClose(true);
  };

  return (
    // `appear`: the panel's first opening, when its code has just arrived, slides open as the others do.
    <Collapse in={open} appear unmountOnExit>
      <ClickAwayListener onClickAway={() => onClose()} mouseEvent="onMouseDown">
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="form" onSubmit={submit} role="search" aria-label={t('engine.filters')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            {filters
              .filter((f) => f.widget !== 'hidden' && (!f.permission || has(f.permission)))
              .map((filter) => {
                const Widget = filterWidgets[filter.widget];
                return <Widget key={filter.param} filter={filter} value={draft[filter.param] ?? ''} values={draft} onChange={(v) => change(filter.param, v)} />;
              })}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" data-testid="filter-submit">
              {t('engine.search')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              data-testid="filter-reset"
              onClick={() => {
                setDraft({});
                onReset();
                onClose(true);
              }}
            >
              {t('engine.reset')}
            </Button>
          </Stack>
        </Paper>
      </ClickAwayListener>
    </Collapse>
  );
}
