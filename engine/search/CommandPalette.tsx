import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAbortError } from '../api/client';
import { buildMenu, type MenuNode, screensOf } from '../descriptor/areaModel';
import { useDashboard } from '../descriptor/useDashboard';
import { useTranslation } from '../i18n/useTranslation';
import { matchOption } from '../lookups/matchOption';
import { usePermissions } from '../permissions/usePermissions';
import { usePreferences } from '../preferences/usePreferences';
import { visuallyHidden } from '../screens/visuallyHidden';
import { getSession } from '../session/session';
import { type AreaRows, outlinesOf, searchByLists, searchByOneCall } from './runSearch';
import { type RecordHit, readRecent, type Recent, recordHits, recordPath, rememberRecent, SHORTEST_SEARCH, searchableAreas } from './searchModel';

/** The pause after the last key before the areas are asked: one call per word, not per letter. */
const TYPING_PAUSE_MS = 200;

/** One choice of the palette. */
interface Choice {
  key: string;
  primary: ReactNode;
  secondary?: ReactNode;
  run: () => void;
}

interface Group {
  key: string;
  heading: string;
  choices: Choice[];
  /** Shown instead of choices (the area could not be searched). */
  note?: string;
}

function flatLinks(nodes: readonly MenuNode[]): Extract<MenuNode, { kind: 'link' }>[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node] : flatLinks(node.children)));
}

function Highlighted({ hit }: { hit: NonNullable<RecordHit['matched']> }) {
  const { value, start, end } = hit;
  return (
    <>
      {value.slice(0, start)}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 }}>
        {value.slice(start, end)}
      </Box>
      {value.slice(end)}
    </>
  );
}

type Phase = { kind: 'idle' } | { kind: 'searching' } | { kind: 'failed' } | { kind: 'done'; text: string; results: AreaRows[] };

/**
 * Ctrl+K / ⌘K or `/`: finds the menu's pages, actions (a new record, the language, the theme) and
 * records of every area the admin may list, by the filters each area's descriptor names for it.
 * Arrows move, Enter opens, Escape closes; empty, it offers the recent records and searches.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { descriptors, searchPath } = useDashboard();
  const { has } = usePermissions();
  const { language, themeMode, toggleTheme, changeLanguage } = usePreferences();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [active, setActive] = useState(0);
  const listId = useId();
  const adminId = getSession()?.id;
  const [recent, setRecent] = useState<Recent[]>(() => readRecent(localStorage, adminId));

  const outlines = useMemo(() => outlinesOf(descriptors.areas), [descriptors.areas]);
  const searchable = useMemo(() => {
    const names = new Set(searchableAreas(outlines, has).map((area) => area.area));
    return descriptors.areas.filter((source) => names.has(source.outline.area));
  }, [descriptors.areas, outlines, has]);

  useEffect(() => {
    if (open) setRecent(readRecent(localStorage, adminId));
    else {
      setText('');
      setPhase({ kind: 'idle' });
    }
  }, [open, adminId]);

  // Each change of the text cancels the search under way; the next starts after a pause.
  useEffect(() => {
    const wanted = text.trim();
    if (!open || [...wanted].length < SHORTEST_SEARCH || searchable.length === 0) {
      setPhase({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setPhase({ kind: 'searching' });
    const timer = setTimeout(() => {
      const search = searchPath ? searchByOneCall(searchPath, searchable, wanted, controller.signal) : searchByLists(searchable, wanted, controller.signal);
      search.then(
        (results) => {
          if (controller.signal.aborted) return;
          setPhase({ kind: 'done', text: wanted, results });
          setActive(0);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          setPhase({ kind: 'failed' });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, searchable, searchPath]);

  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  // Drawn again with each key and answer; a few dozen entries at most.
  const groups: Group[] = (() => {
    const wanted = text.trim();
    const out: Group[] = [];
    if (wanted === '') {
      // Only what the admin may still list: a permission taken away hides the recent records too.
      const allowed = new Set(searchableAreas(outlines, has).map((area) => area.area));
      const choices = recent
        .filter((entry) => entry.kind === 'search' || allowed.has(entry.area))
        .map<Choice>((entry) =>
          entry.kind === 'search'
            ? { key: `search:${entry.text}`, primary: entry.text, secondary: t('shell.paletteRecentSearch'), run: () => setText(entry.text) }
            : { key: `record:${entry.area}:${entry.id}`, primary: entry.label, secondary: t(outlines.find((area) => area.area === entry.area)?.title ?? ''), run: () => go(entry.path) },
        );
      if (choices.length > 0) out.push({ key: 'recent', heading: t('shell.paletteRecent'), choices });
      return out;
    }
    const actions: Choice[] = [];
    for (const link of flatLinks(buildMenuFor(descriptors.menu, outlines, has))) {
      actions.push({ key: `link:${link.to}`, primary: t(link.label), run: () => go(link.to) });
    }
    for (const area of outlines) {
      if (!screensOf(area).includes('create') || area.unavailable.includes('create') || !area.permissions.create || !has(area.permissions.create)) continue;
      actions.push({ key: `create:${area.area}`, primary: t('engine.createTitle', { area: t(area.title) }), run: () => go(`/${area.route}/create`) });
    }
    actions.push({ key: 'language', primary: t('shell.switchLanguageLabel'), run: () => changeLanguage(language === 'ar' ? 'en' : 'ar') });
    actions.push({
      key: 'theme',
      primary: themeMode === 'dark_theme' ? t('shell.lightTheme') : t('shell.darkTheme'),
      run: () => {
        onClose();
        toggleTheme();
      },
    });
    const found = actions.filter((choice) => typeof choice.primary === 'string' && matchOption(wanted, [choice.primary]));
    if (found.length > 0) out.push({ key: 'actions', heading: t('shell.paletteActions'), choices: found.slice(0, 8) });
    if (phase.kind !== 'done') return out;
    for (const { area, rows, failed } of phase.results) {
      const heading = t(area.title);
      if (failed) {
        out.push({ key: `area:${area.area}`, heading, choices: [], note: t('shell.paletteAreaFailed') });
        continue;
      }
      const choices = recordHits(area, rows, phase.text, language).map<Choice>((hit) => {
        const path = recordPath(area, { id: hit.id }, has);
        return {
          key: `record:${area.area}:${hit.id}`,
          primary: hit.label,
          secondary: hit.matched ? (
            <>
              {t(hit.matched.label)}: <Highlighted hit={hit.matched} />
            </>
          ) : undefined,
          run: () => {
            rememberRecent(localStorage, adminId, { kind: 'search', text: phase.text });
            rememberRecent(localStorage, adminId, { kind: 'record', area: area.area, id: hit.id, label: hit.label, path });
            go(path);
          },
        };
      });
      if (choices.length > 0) out.push({ key: `area:${area.area}`, heading, choices });
    }
    return out;
  })();

  const choices = groups.flatMap((group) => group.choices);
  const current = choices.length === 0 ? -1 : Math.min(active, choices.length - 1);

  const optionId = (index: number) => `${listId}-option-${index}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (choices.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + choices.length) % choices.length;
      setActive(next);
      // Not every browser engine scrolls an element into view (jsdom does not).
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choices[current]?.run();
    }
  };

  const wanted = text.trim();
  const status =
    phase.kind === 'searching'
      ? t('shell.paletteSearching')
      : phase.kind === 'failed'
        ? t('shell.paletteFailed')
        : wanted !== '' && choices.length === 0 && (phase.kind === 'done' || [...wanted].length < SHORTEST_SEARCH)
          ? t('shell.paletteNothing')
          : wanted === '' && choices.length === 0
            ? t('shell.paletteHint')
            : '';
  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-label={t('shell.paletteTitle')}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: { xs: 1, sm: 8 }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } } }}
      data-testid="command-palette"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('shell.palettePlaceholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('shell.paletteTitle'),
            'aria-expanded': choices.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            ...(current >= 0 ? { 'aria-activedescendant': optionId(current) } : {}),
            maxLength: 200,
            dir: 'auto',
            'data-testid': 'palette-input',
          }}
        />
      </Box>
      <Box id={listId} role="listbox" aria-label={t('shell.paletteTitle')} sx={{ maxHeight: '60vh', overflowY: 'auto', py: choices.length > 0 ? 1 : 0 }}>
        {groups.map((group) => (
          <Box key={group.key} role="group" aria-label={group.heading} data-testid={`palette-group-${group.key}`}>
            <Typography variant="overline" component="div" aria-hidden sx={{ px: 2, color: 'text.secondary' }}>
              {group.heading}
            </Typography>
            {group.note && (
              <Typography variant="body2" sx={{ px: 2, pb: 1, color: 'text.secondary' }}>
                {group.note}
              </Typography>
            )}
            {group.choices.map((choice) => {
              index += 1;
              const mine = index;
              return (
                <Box
                  key={choice.key}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === current}
                  data-testid="palette-option"
                  onMouseMove={() => setActive(mine)}
                  onClick={() => choice.run()}
                  sx={{ px: 2, py: 0.75, cursor: 'pointer', bgcolor: mine === current ? 'action.selected' : undefined }}
                >
                  {/* Isolated, not turned: a name in the other language reads whole where the page's lines start. */}
                  <Typography variant="body1">
                    <bdi>{choice.primary}</bdi>
                  </Typography>
                  {choice.secondary && (
                    <Typography variant="body2" color="text.secondary">
                      <bdi>{choice.secondary}</bdi>
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={status === '' ? visuallyHidden : { px: 2, py: 1.5, color: 'text.secondary' }} data-testid="palette-status">
        {status}
      </Box>
    </Dialog>
  );
}

function buildMenuFor(menu: Parameters<typeof buildMenu>[0], outlines: Parameters<typeof buildMenu>[1], has: (key: string) => boolean): MenuNode[] {
  // The side menu's own rule: an entry shows when its permission is held.
  const keep = (nodes: readonly MenuNode[]): MenuNode[] =>
    nodes.flatMap((node): MenuNode[] => {
      if (node.permission !== undefined && node.permission !== '' && !has(node.permission)) return [];
      return node.kind === 'link' ? [node] : [{ ...node, children: keep(node.children) }];
    });
  return keep(buildMenu(menu, outlines));
}
