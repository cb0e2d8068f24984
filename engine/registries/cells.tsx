import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { CellName, Column, ShowField } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import type { ListPermissions, Row } from '../data/envelope';
import { DialogCell } from './TextDialogCell';
import { ClampedText } from './ClampedText';
import { useSanitizer } from './useSanitizer';
import { formatMoney } from '../i18n/formatAmount';
import { useFormatDate } from '../i18n/useFormatDate';
import { valueDirection, type TextDirection } from '../i18n/textDirection';
import { i18n } from '../i18n/i18n';
import { isTrue } from '../data/answers';

/** Where a cell is drawn and what it may do there (only a list row can switch activation). */
export interface CellContext {
  mode: 'list' | 'show';
  permissions?: ListPermissions;
  onToggle?: (row: Row, next: boolean) => void;
  /** A toggle column's own call (availability, published...). */
  onColumnToggle?: (row: Row, column: Column, next: boolean) => void;
  pending?: boolean;
  /** Where the row stands, for row numbers: its position on the page, the page and its size. */
  index?: number;
  page?: number;
  perPage?: number | null;
}

export interface CellProps {
  value: unknown;
  row: Row;
  column: Column | ShowField;
  context: CellContext;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function NoData() {
  const { t } = useTranslation();
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {t('common.noData')}
    </Typography>
  );
}

/**
 * Free text and names in their own direction: an English name in an Arabic page keeps its full
 * stop on its right ("auto" finds the direction from the text; `*_en` / `*_ar` fields know theirs).
 */
function Directed({ dir, children }: { dir: TextDirection; children: ReactNode }) {
  return <span dir={dir}>{children}</span>;
}

function Plain({ value, dir }: { value: unknown; dir: TextDirection }) {
  if (isEmpty(value)) return <NoData />;
  // Values are always rendered as text, never as HTML.
  return <Directed dir={dir}>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</Directed>;
}

function Flag({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const on = isTrue(value);
  return on ? <CheckCircleIcon color="success" titleAccess={t('common.active')} fontSize="small" /> : <CancelIcon color="error" titleAccess={t('common.notActive')} fontSize="small" />;
}

function Activation({ value, row, context }: CellProps) {
  const { t } = useTranslation();
  if (context.mode !== 'list' || !context.permissions?.activate || !context.onToggle) return <Flag value={value} />;
  const on = isTrue(value);
  const toggle = context.onToggle;
  return (
    <Switch
      checked={on}
      // While its call runs the switch ignores presses but stays focusable: a disabled one
      // would drop the keyboard focus to the top of the page.
      onChange={(_, next) => {
        if (!context.pending) toggle(row, next);
      }}
      slotProps={{ input: { 'aria-label': t('engine.toggleActive'), 'aria-disabled': context.pending || undefined } }}
      data-testid={`activation-${String(row.id)}`}
    />
  );
}

function Percent({ value }: { value: unknown }) {
  if (isEmpty(value)) return <NoData />;
  const text = String(value).replace(/%$/, '');
  return <>{`${text}%`}</>;
}

function Money({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation();
  if (isEmpty(value)) return <NoData />;
  const n = Number(value);
  return <>{Number.isFinite(n) ? formatMoney(n, i18n.language, t('common.currency')) : `${String(value)} ${t('common.currency')}`}</>;
}

function DateCell({ value }: { value: unknown }) {
  const format = useFormatDate();
  if (isEmpty(value)) return <NoData />;
  return <>{format(value)}</>;
}

function Serial({ value }: { value: unknown }) {
  return <>{isEmpty(value) ? '-' : String(value)}</>;
}

function Label({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (isEmpty(value)) return <NoData />;
  const option = column.options.find((o) => String(o.value) === String(value));
  return <>{option ? t(option.label) : String(value)}</>;
}

function Image({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (isEmpty(value) || typeof value !== 'string') return <NoData />;
  const title = t(column.label);
  return (
    <DialogCell title={title} preview={<Box component="img" src={value} alt={title} loading="lazy" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1 }} />}>
      <Box component="img" src={value} alt={title} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />
    </DialogCell>
  );
}

const PREVIEW = 40;

/** Lines a longText cell shows in a table when its column does not say. */
const LONG_TEXT_LINES = 2;

function LongText({ value, column, context }: CellProps) {
  const { t } = useTranslation();
  if (isEmpty(value)) return <NoData />;
  const text = String(value);
  const dir = valueDirection(column.field);
  // A show page has room for the whole text.
  if (context.mode === 'show')
    return (
      <Box component="span" dir={dir} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {text}
      </Box>
    );
  return <ClampedText text={text} lines={('clamp' in column && column.clamp) || LONG_TEXT_LINES} title={t(column.label)} dir={dir} />;
}

/** A text cell: whole, or cut to the column's "clamp" lines with a way to read the rest. */
function TextCell({ value, column, context }: CellProps) {
  const { t } = useTranslation();
  const clamp = 'clamp' in column ? column.clamp : undefined;
  if (clamp === undefined || context.mode !== 'list' || isEmpty(value) || typeof value === 'object') return <Plain value={value} dir={valueDirection(column.field)} />;
  return <ClampedText text={String(value)} lines={clamp} title={t(column.label)} dir={valueDirection(column.field)} />;
}

function RichText({ value, column, context }: CellProps) {
  const { t } = useTranslation();
  const sanitizeHtml = useSanitizer();
  if (isEmpty(value)) return <NoData />;
  if (!sanitizeHtml) return <Skeleton width="60%" />;
  const dir = valueDirection(column.field);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the sanitizer first
  const html = <Box dir={dir} sx={{ wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />;
  if (context.mode === 'show') return html;
  const plain = new DOMParser().parseFromString(sanitizeHtml(String(value)), 'text/html').body.textContent ?? '';
  return (
    <DialogCell title={t(column.label)} preview={plain ? <Directed dir={dir}>{plain.length > PREVIEW ? `${plain.slice(0, PREVIEW).trimEnd()}…` : plain}</Directed> : t('engine.show')}>
      {html}
    </DialogCell>
  );
}

function Chips({ value, column }: CellProps) {
  if (!Array.isArray(value) || value.length === 0) return <NoData />;
  const field = column.chipLabel;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {value.map((item, i) => {
        const label = item && typeof item === 'object' ? getPath(item, field) : item;
        return <Chip key={i} size="small" label={isEmpty(label) ? '-' : <Directed dir="auto">{String(label)}</Directed>} />;
      })}
    </Stack>
  );
}

function StatusChip({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (isEmpty(value)) return <NoData />;
  const option = column.options.find((o) => String(o.value) === String(value));
  return <Chip size="small" variant="outlined" color={option ? option.color : 'default'} label={option ? t(option.label) : String(value)} />;
}

function Stars({ value }: CellProps) {
  const { t } = useTranslation();
  const n = Number(value);
  if (isEmpty(value) || !Number.isFinite(n)) return <NoData />;
  return <Rating value={n} precision={0.5} max={5} readOnly size="small" aria-label={t('engine.stars', { value: n })} />;
}

const SHOWN = 2;

function Expandable({ value, column }: CellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!Array.isArray(value) || value.length === 0) return <NoData />;
  const field = column.chipLabel;
  const labels = value.map((item) => {
    const label = item && typeof item === 'object' ? getPath(item, field) : item;
    return isEmpty(label) ? '-' : String(label);
  });
  const shown = open ? labels : labels.slice(0, SHOWN);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {shown.map((label, i) => (
        <Chip key={i} size="small" label={<Directed dir="auto">{label}</Directed>} />
      ))}
      {labels.length > SHOWN && (
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ minWidth: 0, px: 1 }}>
          {open ? t('engine.less') : t('engine.more', { count: labels.length - SHOWN })}
        </Button>
      )}
    </Stack>
  );
}

function NumberedList({ value, column }: CellProps) {
  if (!Array.isArray(value) || value.length === 0) return <NoData />;
  const field = column.chipLabel;
  return (
    <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
      {value.map((item, i) => {
        const label = item && typeof item === 'object' ? getPath(item, field) : item;
        return <li key={i}>{isEmpty(label) ? '-' : <Directed dir="auto">{String(label)}</Directed>}</li>;
      })}
    </Box>
  );
}

function RowNumber({ context }: CellProps) {
  const index = context.index ?? 0;
  const perPage = context.perPage ?? 0;
  return <>{(Math.max(1, context.page ?? 1) - 1) * perPage + index + 1}</>;
}

function ColumnToggle({ value, row, column, context }: CellProps) {
  const { t } = useTranslation();
  const toggle = 'toggle' in column ? column.toggle : undefined;
  const allowed = toggle && (!toggle.permission || context.permissions?.[toggle.permission]);
  if (context.mode !== 'list' || !allowed || !context.onColumnToggle) return <Flag value={value} />;
  const onToggle = context.onColumnToggle;
  return (
    <Switch
      checked={isTrue(value)}
      // Focusable while its call runs, as the activation switch above.
      onChange={(_, next) => {
        if (!context.pending) onToggle(row, column as Column, next);
      }}
      slotProps={{ input: { 'aria-label': t(column.label), 'aria-disabled': context.pending || undefined } }}
      data-testid={`toggle-${column.field}-${String(row.id)}`}
    />
  );
}

/** One table of cell kinds, keyed by the names descriptors use; the schema lists the same names. */
export const cells = {
  text: (props) => <TextCell {...props} />,
  activation: (props) => <Activation {...props} />,
  boolean: ({ value }) => <Flag value={value} />,
  percent: ({ value }) => <Percent value={value} />,
  money: ({ value }) => <Money value={value} />,
  date: ({ value }) => <DateCell value={value} />,
  serial: ({ value }) => <Serial value={value} />,
  label: (props) => <Label {...props} />,
  image: (props) => <Image {...props} />,
  longText: (props) => <LongText {...props} />,
  richText: (props) => <RichText {...props} />,
  chips: (props) => <Chips {...props} />,
  status: (props) => <StatusChip {...props} />,
  stars: (props) => <Stars {...props} />,
  expandable: (props) => <Expandable {...props} />,
  rowNumber: (props) => <RowNumber {...props} />,
  toggle: (props) => <ColumnToggle {...props} />,
  list: (props) => <NumberedList {...props} />,
} satisfies Record<CellName, (props: CellProps) => ReactNode>;

/** A link template filled with the row's values, each one encoded. */
export function fillRowLink(template: string, row: Row): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (_, name: string) => {
    const value = getPath(row, name);
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
}

/**
 * A value in words: its label in the `values` locale group (keys are the API's values), or the
 * value as sent when the group has no key for it.
 */
export function valueInWords(value: unknown, group: string | undefined): unknown {
  if (!group || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return value;
  const key = `${group}.${String(value)}`;
  return i18n.exists(key) ? i18n.t(key) : value;
}

export function renderCell(column: Column | ShowField, row: Row, context: CellContext): ReactNode {
  const render = cells[column.cell];
  // Only a descriptor that skipped the checks gets here: say which name is unknown, not "render is not a function".
  if (!render) throw new Error(`unknown cell "${String(column.cell)}" in the column "${column.field}"`);
  const content = render({ value: valueInWords(getPath(row, column.field), column.values), row, column, context });
  if (!column.link) return content;
  return (
    <Link component={RouterLink} to={fillRowLink(column.link, row)} underline="hover">
      {content}
    </Link>
  );
}
