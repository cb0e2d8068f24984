import { Fragment, memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useText } from '../i18n/useText';
import { Link, useLocation } from 'react-router-dom';
import { useSnackbar } from '../toasts/toasts';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../screens/visuallyHidden';
import AddIcon from '@mui/icons-material/Add';
import { usePermissions } from '../permissions/usePermissions';
import FilterListIcon from '@mui/icons-material/FilterList';
import LockIcon from '@mui/icons-material/Lock';
import { screenPath, type ListArea } from '../descriptor/areaModel';
import { offersScreen } from '../descriptor/offeredScreens';
import { conditionHolds } from '../descriptor/valueMatches';
import type { Column, CustomAction } from '../descriptor/descriptor.types';
import { actions } from '../registries/actions';
import { icons } from '../registries/icons';
import { fillRowLink } from '../registries/cells/fillRowLink';
import { renderCell } from '../registries/cells/renderCell';
import { LoadError } from '../screens/LoadError';
import { ScreenHeader } from '../screens/ScreenHeader';
import { recordTitle } from '../screens/recordTitle';
import type { ListPermissions, Row } from '../data/envelope';
import { ListExports, ListSummary } from './ListSummary';
import { mayHaveBulkActions } from './bulkPlan';
import { Paginator } from './Paginator';
import { HIGHLIGHT_MS } from './useLiveList';
import { SavedViewsMenu } from './SavedViewsMenu';
import { ColumnHeading } from './ColumnHeading';
import { PageSizeRange } from './PageSizeRange';
import { ExportMenu } from './ExportMenu';
import { ImportButton } from './ImportButton';
import { ColumnChoiceMenu } from './ColumnChoiceMenu';
import { useColumnChoice } from './columnChoice';
import { SelectCell } from './SelectCell';
import { BulkBar } from './BulkBar';
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { BulkResultDialog } from './BulkResultDialog';
import { useBulkActions } from './useBulkActions';
import { isRefusal, useListController } from './useListController';
import { RefusedRead } from './RefusedRead';
import { type RowHandlers, useRowActions } from './useRowActions';
import { listReturnState, recalledListScroll, rememberListScroll, wantsScrollRestore, type ListReturnState } from '../screens/listReturn';
import { usePreloadLink } from '../page/preloadLink';
import { LiveRegion } from '../realtime/LiveRegion';
import { dateTimeFormat } from '../i18n/formatters';
import { FilterPanel } from './FilterPanel';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useListKeyboard } from './useListKeyboard';
import { ActiveFilters } from './ActiveFilters';

/** The refresh bar over the rows, and the space it keeps while the rows are current. */
const REFRESH_BAR_SX = { height: 2 } as const;

/** Rows shown while the first answer is on its way (the server's per_page replaces it). */
const INITIAL_ROWS = 6;

/** Phones: each row a card of label: value pairs (≤ 600 px wide). */
const CARDS = '@media (max-width: 600px)';

/**
 * The table fits its window: long text wraps inside a column of bounded width, and when it must
 * scroll sideways all the same, the actions stay in sight at the inline end. On a phone each row
 * becomes a card.
 */
const tableSx: SxProps<Theme> = {
  contain: 'content',
  '& td, & th': { px: 1 },
  // Words break only when a single one is wider than its column (long e-mails, links).
  '& td': { maxWidth: '18rem', overflowWrap: 'break-word' },
  // Chips of long names wrap their text rather than widen the column.
  '& td .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& td .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
  '& [data-actions]': {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    whiteSpace: 'nowrap',
    maxWidth: 'none',
  },
  // Said once here rather than on each of up to a thousand rows: a row someone else just changed
  // is marked while the mark lasts, fading out at its end, and the row's buttons sit in a line.
  // (An animation of the mark, not a transition on every row: a row's hover colour follows the
  // pointer at once.)
  '@keyframes row-changed': { from: { bgcolor: 'action.selected' }, '70%': { bgcolor: 'action.selected' }, to: { bgcolor: 'transparent' } },
  '& tbody tr[data-changed]': { animation: `row-changed ${HIGHLIGHT_MS}ms ease-in forwards` },
  // The keyboard's row cursor: an outline drawn inside the row, the same in both directions.
  '& tbody tr[data-cursor]': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  '& tbody tr:focus': { outline: 'none' },
  '& tbody tr[data-cursor]:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  // The sticky actions cell is drawn over the row's outline: it draws its part of it itself.
  '& tbody tr[data-cursor] [data-actions]::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    borderBlock: '2px solid',
    borderInlineEnd: '2px solid',
    borderColor: 'primary.main',
  },
  '& [data-actions] > div': { display: 'flex', alignItems: 'center' },
  // The row's hover colour reaches the sticky cell too (a translucent tint over the paper).
  '& tbody tr:hover [data-actions]': { backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` },
  [CARDS]: {
    overflowX: 'visible',
    '& table, & tbody, & thead': { display: 'block' },
    // The headings stay as a line of sort links; headings that sort nothing are not needed.
    '& thead tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1, py: 0.5 },
    '& thead tr::before': { content: 'attr(data-sort-label)', color: 'text.secondary', fontSize: '0.875rem', pe: 0.5 },
    '& thead:not(:has([aria-sort]))': { display: 'none' },
    '& thead th': { display: 'block', border: 0, p: 0.5 },
    '& thead th:not([aria-sort])': { display: 'none' },
    // The select-all box stays in sight on a phone, before the sort links.
    '& thead:has([data-select])': { display: 'block' },
    '& thead th[data-select]': { display: 'block' },
    '& tbody tr': { display: 'block', borderBottom: 1, borderColor: 'divider', px: 1, py: 1 },
    '& tbody td': { display: 'block', border: 0, maxWidth: 'none' },
    '& tbody td[data-label]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
      columnGap: 1.5,
      alignItems: 'center',
      py: 0.5,
      px: 1,
    },
    '& tbody td[data-label]::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary' },
    '& [data-actions]': { position: 'static', bgcolor: 'transparent' },
    '& tbody tr[data-cursor] [data-actions]::after': { display: 'none' },
    '& [data-actions] > div': { flexWrap: 'wrap' },
  },
};

/** Custom actions this row offers: permitted by the list answer and not hidden for this row. */
function customActionsFor(area: ListArea, row: Row, permissions: ListPermissions): CustomAction[] {
  return area.list.customActions.filter((action) => (!action.permission || permissions[action.permission]) && !(action.hiddenWhen && conditionHolds(row, action.hiddenWhen)));
}

interface RowActionsProps {
  area: ListArea;
  row: Row;
  permissions: ListPermissions;
  onDelete: (row: Row) => void;
  onCustom: (row: Row, action: CustomAction) => void;
  busy: boolean;
  /** Handed to the screens the row opens, so they come back to this page of the list. */
  returnState: ListReturnState;
  /** What the row's record is called (its selection box says the same). */
  recordName: string;
}

function RowActions({ area, row, permissions, onDelete, onCustom, busy, returnState, recordName }: RowActionsProps) {
  const { t } = useText();
  const preloadLink = usePreloadLink();
  // Each button says whose it is: a screen reader's list of buttons reads "Edit: Riyad Bank", not ten "Edit"s.
  const whose = (label: string) => t('engine.rowAction', { action: label, name: recordName });
  const lock = (key: string) => (
    <Tooltip key={key} title={t('engine.locked')}>
      <LockIcon color="disabled" fontSize="small" sx={{ mx: 1, verticalAlign: 'middle' }} titleAccess={t('engine.locked')} data-testid="lock" />
    </Tooltip>
  );
  if (area.list.protectedIds.some((id) => String(id) === String(row.id))) return lock('protected');
  const names = area.list.actions.filter((name) => actions[name].available(area));
  const allowed = names.filter((name) => permissions[actions[name].permission]);
  const custom = customActionsFor(area, row, permissions);
  if (allowed.length === 0 && custom.length === 0) {
    // Actions the admin may take but this row's state leaves nothing to do (a request already
    // decided): a dash, not the lock that says "no permission".
    const permitted = area.list.customActions.some((action) => !action.permission || permissions[action.permission]);
    if (!permitted) return lock('none');
    return (
      <Typography component="span" color="text.secondary" title={t('engine.nothingToDo')} data-testid="no-action" sx={{ mx: 1 }}>
        {/* The dash is seen; the words are read. */}
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          {t('engine.nothingToDo')}
        </Box>
      </Typography>
    );
  }
  return (
    <>
      {names.map((name) => {
        const action = actions[name];
        if (!permissions[action.permission]) return name === 'show' ? lock(name) : null;
        const Icon = action.icon;
        const label = t(action.label);
        const common = { size: 'small', color: action.color, 'aria-label': whose(label), 'data-testid': `${name}-${String(row.id)}` } as const;
        if ('screen' in action.kind) {
          const screen = action.kind.screen;
          const to = screenPath(area, screen, row.id);
          const warm = screen === 'edit' || screen === 'show' ? () => preloadLink(to) : undefined;
          return (
            <Tooltip key={name} title={label}>
              <IconButton {...common} component={Link} to={to} state={returnState} onPointerEnter={warm} onFocus={warm}>
                <Icon fontSize="inherit" />
              </IconButton>
            </Tooltip>
          );
        }
        return (
          <Tooltip key={name} title={label}>
            <IconButton {...common} onClick={() => onDelete(row)}>
              <Icon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        );
      })}
      {custom.map((action) => {
        const Icon = icons[action.icon];
        const label = t(action.label);
        const common = { size: 'small', color: action.color, 'aria-label': whose(label), 'data-testid': `${action.name}-${String(row.id)}` } as const;
        return (
          <Tooltip key={action.name} title={label}>
            {action.link ? (
              <IconButton {...common} component={Link} to={fillRowLink(action.link, row)}>
                <Icon fontSize="inherit" />
              </IconButton>
            ) : (
              // A span takes the hover while the button is disabled, as a tooltip needs.
              <span>
                <IconButton {...common} disabled={busy} onClick={() => onCustom(row, action)}>
                  <Icon fontSize="inherit" />
                </IconButton>
              </span>
            )}
          </Tooltip>
        );
      })}
    </>
  );
}

interface ListRowProps {
  area: ListArea;
  row: Row;
  index: number;
  page: number;
  perPage: number;
  permissions: ListPermissions;
  isProtected: boolean;
  pending: boolean;
  /** Changed by someone else a moment ago: marked for a while. */
  changed: boolean;
  hasActions: boolean;
  handlers: RowHandlers;
  returnState: ListReturnState;
  /** The columns the admin shows, in their order. */
  columns: readonly Column[];
  /** A selection box first, for the bulk actions. */
  selectable: boolean;
  selected: boolean;
  /** Under the keyboard's row cursor (and reached by Tab). */
  cursor: boolean;
  onRowFocus: (index: number) => void;
}

/** One row; drawn again only when its own record, state or page changes. */
const ListRow = memo(function ListRow({
  area,
  row,
  index,
  page,
  perPage,
  permissions,
  isProtected,
  pending,
  changed,
  hasActions,
  handlers,
  returnState,
  columns,
  selectable,
  selected,
  cursor,
  onRowFocus,
}: ListRowProps) {
  const { t, i18n } = useText();
  const recordName = recordTitle(row, area.list.recordLabel, i18n.language);
  const context = {
    mode: 'list' as const,
    // A protected record is shown as it is: no switch moves it.
    permissions: isProtected ? {} : permissions,
    onToggle: handlers.onToggle,
    onColumnToggle: handlers.onColumnToggle,
    page,
    perPage,
    index,
    pending,
  };
  return (
    <TableRow
      hover
      data-testid="list-row"
      data-changed={changed ? 'true' : undefined}
      data-row-index={index}
      data-cursor={cursor ? 'true' : undefined}
      tabIndex={cursor ? 0 : -1}
      // Tabbing onto a row moves the cursor there; a click does not draw it.
      onFocus={(event) => {
        if (event.target === event.currentTarget && focusVisible(event.currentTarget)) onRowFocus(index);
      }}
    >
      {selectable && (
        <SelectCell variant="row" checked={selected} label={t('engine.selectRow', { name: recordName })} onChange={() => handlers.onSelect(String(row.id))} testId={`select-${String(row.id)}`} />
      )}
      {columns.map((column) => (
        <TableCell key={column.field + column.label} data-label={t(column.label)}>
          {renderCell(column, row, context)}
        </TableCell>
      ))}
      {hasActions && (
        <TableCell data-actions data-label={t('common.actions')}>
          <div>
            <RowActions area={area} row={row} permissions={permissions} onDelete={handlers.onDelete} onCustom={handlers.onCustom} busy={pending} returnState={returnState} recordName={recordName} />
          </div>
        </TableCell>
      )}
    </TableRow>
  );
});

/** Whether the focus came from the keyboard (`:focus-visible`; older engines: yes). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A row's outline while the rows load: a bar in each of the row's cells, so the table (and on a
 * phone each card, a line per column) already has about its loaded height, and what is below it
 * does not move when the rows arrive.
 */
function SkeletonRow({ columns, selectColumn, hasActions }: { columns: readonly Column[]; selectColumn: boolean; hasActions: boolean }) {
  const { t } = useTranslation();
  return (
    <TableRow aria-hidden data-testid="list-skeleton-row">
      {selectColumn && <TableCell padding="checkbox" data-select sx={{ width: 48 }} />}
      {columns.map((column) => (
        <TableCell key={column.field + column.label} data-label={t(column.label)}>
          <Skeleton />
        </TableCell>
      ))}
      {hasActions && (
        <TableCell data-actions data-label={t('common.actions')}>
          <Skeleton width={64} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** The generic list screen: everything it shows comes from the area's descriptor. */
export function ListScreen({ area }: { area: ListArea }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const list = useListController(area);
  const location = useLocation();
  const address = location.pathname + location.search;
  const { pathname, search } = location;
  const returnState = useMemo(() => listReturnState({ pathname, search }), [pathname, search]);
  const createPath = screenPath(area, 'create');
  const preloadLink = usePreloadLink();
  const warmCreate = () => preloadLink(createPath);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Drawn from the first opening on, so that it can close with its animation.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const printed = useRef<HTMLDivElement>(null);
  const filterToggle = useRef<HTMLButtonElement>(null);
  const filters = area.list.filters;
  const hasActions = area.list.actions.length > 0 || area.list.customActions.length > 0;
  // The columns this admin shows, in their order (the Columns menu); the PDF prints the same.
  const columnChoice = useColumnChoice(area);
  const columns = columnChoice.visible;
  const shownArea = useMemo(() => ({ ...area, list: { ...area.list, columns } }), [area, columns]);
  const filtering = filters.some((filter) => (list.filters[filter.param] ?? '') !== '');
  // Selection for the bulk actions: a new page, filter or order (the address's query) starts afresh.
  const bulk = useBulkActions({
    area,
    rows: list.state.status === 'ready' ? list.state.page.rows : null,
    permissions: list.state.status === 'ready' ? list.state.page.permissions : null,
    pageKey: search,
    refresh: list.refresh,
    onAllDone: (_action, count) => enqueueSnackbar(t('engine.bulkAllDone', { count }), { variant: 'success' }),
  });
  const selectable = bulk.actions.length > 0;
  // Until the answer says which bulk actions the admin has, the selection column keeps its place
  // wherever the descriptor offers any, so the table's head does not move when the rows arrive.
  const selectColumn = selectable || (list.state.status === 'loading' && mayHaveBulkActions(area));
  const columnCount = columns.length + (hasActions ? 1 : 0) + (selectColumn ? 1 : 0);

  // What the rows' controls do, and the questions they ask.
  const rowActions = useRowActions(area, list, bulk.toggle);

  const state = list.state;
  const root = useRef<HTMLDivElement>(null);
  // `f` opens the panel with the focus in its first field.
  const focusFilters = useRef(false);
  const keys = useListKeyboard({
    area,
    rows: state.status === 'ready' ? state.page.rows : null,
    permissions: state.status === 'ready' ? state.page.permissions : null,
    root,
    page: list.page,
    lastPage: state.status === 'ready' ? state.page.lastPage : null,
    hrefForPage: list.hrefForPage,
    pageKey: search,
    select: selectable ? bulk.toggle : null,
    selected: bulk.selected,
    openFilters: filters.some((filter) => filter.widget !== 'hidden')
      ? () => {
          focusFilters.current = true;
          setFiltersUsed(true);
          setFiltersOpen(true);
        }
      : null,
    returnState,
    onLeave: () => rememberListScroll(address, window.scrollY),
  });
  // One live region says the latest news: another admin's change or what a key did.
  const [spoken, setSpoken] = useState('');
  useEffect(() => setSpoken(list.announcement), [list.announcement]);
  useEffect(() => setSpoken(keys.announcement), [keys.announcement]);
  useEffect(() => {
    if (!filtersOpen || !focusFilters.current) return;
    focusFilters.current = false;
    root.current?.querySelector<HTMLElement>('[role=search] input:not([type=hidden]), [role=search] [role=combobox], [role=search] button')?.focus();
  }, [filtersOpen]);
  // Back from a form or a record: once the rows are in, scroll to where the list was left.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'ready' || !wantsScrollRestore(location.state) || restored.current === location.key) return;
    restored.current = location.key;
    const top = recalledListScroll(address);
    // After the page change's own scroll to the top has started, which this one stops.
    if (top !== null) requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
  }, [state.status, location.key, location.state, address]);
  const permissions = state.status === 'ready' ? state.page.permissions : null;
  const role = usePermissions();
  // An unavailable create screen keeps its route, but no button leads to it. Until the list's own
  // answer says whether Add is offered, the role's permissions (which the menu asked for) do; until
  // either is in, Add keeps its place unseen, so the header keeps its height and nothing below it
  // jumps when the rows arrive (on a phone the buttons take two lines with it).
  const createKey = area.permissions.create;
  const createShown = offersScreen(area, 'create');
  const canCreate = createShown && (permissions ? Boolean(permissions.create) : role.status === 'ready' && createKey !== undefined && role.has(createKey));
  const addPending = createShown && !permissions && !canCreate && role.status === 'loading';

  let body: ReactNode;
  if (state.status === 'loading') {
    const placeholder = <SkeletonRow columns={columns} selectColumn={selectColumn} hasActions={hasActions} />;
    body = Array.from({ length: INITIAL_ROWS }, (_, i) => <Fragment key={i}>{placeholder}</Fragment>);
  } else if (state.status === 'ready' && state.page.rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
          <Typography color="text.secondary">{t('common.noData')}</Typography>
        </TableCell>
      </TableRow>
    );
  } else if (state.status === 'ready') {
    const protectedIds = new Set(area.list.protectedIds.map(String));
    body = state.page.rows.map((row, index) => (
      <ListRow
        key={String(row.id ?? index)}
        area={area}
        row={row}
        index={index}
        page={list.page}
        perPage={state.page.perPage ?? state.page.rows.length}
        permissions={state.page.permissions}
        isProtected={protectedIds.has(String(row.id))}
        pending={list.pendingIds.has(String(row.id))}
        changed={list.changedIds.has(String(row.id))}
        hasActions={hasActions}
        handlers={rowActions.handlers}
        returnState={returnState}
        columns={columns}
        selectable={selectable}
        selected={bulk.selected.has(String(row.id))}
        cursor={keys.cursor === index}
        onRowFocus={keys.onRowFocus}
      />
    ));
  }

  return (
    // Any way out of the list (a row's link, Add) first notes how far down it was.
    // Positioned: the hidden live region measures itself against the list, not the whole window.
    <Box ref={root} sx={{ position: 'relative' }} onClickCapture={() => rememberListScroll(address, window.scrollY)}>
      <ScreenHeader title={t(area.title)}>
        {/* The buttons wrap onto a second line rather than push a phone's page sideways. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {filters.length > 0 && (
            <Button
              variant={filtersOpen ? 'contained' : 'outlined'}
              startIcon={<FilterListIcon />}
              onMouseDown={(e) => e.stopPropagation()}
              onClick={() => {
                setFiltersUsed(true);
                setFiltersOpen((open) => !open);
              }}
              aria-expanded={filtersOpen}
              aria-keyshortcuts="f"
              ref={filterToggle}
              data-testid="filter-toggle"
            >
              {t('engine.filters')}
            </Button>
          )}
          {area.list.savedViews && <SavedViewsMenu area={area} />}
          {area.list.exports && state.status !== 'error' && (
            <ListExports exports={area.list.exports} answer={state.status === 'ready' ? state.page.answer : null} printed={printed} area={shownArea} filters={list.filters} />
          )}
          {area.list.export && state.status !== 'error' && <ExportMenu area={area} filters={list.filters} sort={list.sort} columns={columns} />}
          {area.list.import && canCreate && <ImportButton area={area} canUpdate={permissions ? Boolean(permissions.edit) : role.has(area.permissions.edit ?? '')} />}
          <ColumnChoiceMenu columns={columnChoice} hasActions={hasActions} />
          {canCreate && (
            <Button
              component={Link}
              to={createPath}
              state={returnState}
              // The form's code starts loading as the pointer reaches the button.
              onPointerEnter={warmCreate}
              onFocus={warmCreate}
              variant="contained"
              startIcon={<AddIcon />}
              data-testid="add-link"
            >
              {t('engine.add')}
            </Button>
          )}
          {addPending && (
            <Button component="span" aria-hidden variant="contained" startIcon={<AddIcon />} tabIndex={-1} sx={{ visibility: 'hidden' }}>
              {t('engine.add')}
            </Button>
          )}
        </Box>
      </ScreenHeader>
      <LiveRegion text={spoken} testId="list-live" />
      {filters.length > 0 && filtersUsed && (
        <FilterPanel
          filters={filters}
          open={filtersOpen}
          values={list.filters}
          onClose={(returnFocus) => {
            setFiltersOpen(false);
            if (returnFocus) filterToggle.current?.focus();
          }}
          onApply={list.applyFilters}
          rules={area.list.filterRules}
          onReset={list.resetFilters}
        />
      )}
      {filtering && <ActiveFilters filters={filters} values={list.filters} onRemove={list.removeFilter} onClear={list.resetFilters} />}
      {state.status === 'error' && isRefusal(state.error) ? (
        <RefusedRead
          error={state.error}
          onChangeFilters={
            filters.length > 0
              ? () => {
                  setFiltersUsed(true);
                  setFiltersOpen(true);
                }
              : undefined
          }
        />
      ) : state.status === 'error' ? (
        <LoadError error={state.error} onRetry={state.retry} />
      ) : (
        <Box ref={printed} sx={{ bgcolor: 'background.default' }}>
          {area.list.exports?.some((item) => item.kind === 'pdf') && (
            <Box data-pdf-only sx={{ display: 'none', pb: 2 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {t(area.title)}
              </Typography>
              <Typography color="text.secondary">{dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date())}</Typography>
            </Box>
          )}
          {area.list.summary && <ListSummary summary={area.list.summary} answer={state.status === 'ready' ? state.page.answer : null} loading={state.status === 'loading'} />}
          {selectable && <BulkBar bulk={bulk} />}
          <Paper variant="outlined">
            {state.status === 'ready' && state.refreshing ? <LinearProgress sx={REFRESH_BAR_SX} /> : <Box sx={REFRESH_BAR_SX} />}
            <TableContainer sx={tableSx}>
              <Table size="small" aria-label={t(area.title)} aria-busy={state.status === 'loading'}>
                <TableHead>
                  <TableRow data-sort-label={t('engine.sortRows')}>
                    {selectColumn && (
                      <SelectCell
                        variant="head"
                        checked={bulk.pageState === 'all'}
                        indeterminate={bulk.pageState === 'some'}
                        label={t('engine.selectPage')}
                        onChange={bulk.togglePage}
                        disabled={state.status !== 'ready' || state.page.rows.length === 0}
                        testId="select-page"
                      />
                    )}
                    {columns.map((column) => (
                      <ColumnHeading key={column.field + column.label} area={area} column={column} sort={list.sort} hrefForSort={list.hrefForSort} />
                    ))}
                    {hasActions && (
                      <TableCell sx={{ fontWeight: 600 }} data-actions>
                        {t('common.actions')}
                      </TableCell>
                    )}
                  </TableRow>
                </TableHead>
                <TableBody>{body}</TableBody>
              </Table>
            </TableContainer>
            {state.status === 'loading' && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} role="status">
                {t('common.loading')}
              </Typography>
            )}
            {state.status === 'ready' && (
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: 'center', justifyContent: 'space-between' }} data-pdf-ignore>
                <Paginator page={list.page} lastPage={state.page.lastPage} hrefForPage={list.hrefForPage} />
                <PageSizeRange
                  sizes={area.list.pageSizes}
                  perPage={state.page.perPage ?? list.perPage}
                  page={list.page}
                  rowsOnPage={state.page.rows.length}
                  total={state.page.total}
                  onPerPage={list.setPerPage}
                />
              </Stack>
            )}
          </Paper>
        </Box>
      )}
      {rowActions.dialogs}
      {selectable && <BulkConfirmDialog bulk={bulk} />}
      {selectable && <BulkResultDialog bulk={bulk} />}
      <ShortcutsDialog open={keys.helpOpen} onClose={keys.closeHelp} />
    </Box>
  );
}
