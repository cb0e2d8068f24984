import { useEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n/useTranslation';
import { EditorPlaceholder } from './EditorPlaceholder';
import { useSanitizer } from '../cells/useSanitizer';
import type { TextDirection } from '../../i18n/textDirection';

interface QuillEditorProps {
  id: string;
  value: string;
  /** The text's own direction (an English text is left to right in an Arabic page). */
  dir: TextDirection;
  disabled: boolean;
  invalid: boolean;
  label: string;
  onChange: (html: string) => void;
}

/**
 * An editor with no text and no picture is empty, whatever lines and formats remain: an empty
 * document is an empty paragraph, and select all and delete inside a heading leaves an empty
 * heading (`<h2></h2>`), which must not pass a required field.
 */
function isEmptyEditor(instance: Quill): boolean {
  return instance.getText().trim() === '' && instance.getContents().ops.every((op) => typeof op.insert === 'string');
}

/**
 * Ctrl/⌘+B, I and U by the key's place, not its letter: Quill knows them by `key` ("b"), which an
 * Arabic keyboard (or Caps Lock) does not send, and the browser's own bold then rewrites the text
 * behind Quill's back, scrambling what is typed next. Quill also matches a binding by key code.
 */
const KEY_CODES = { bold: 66, italic: 73, underline: 85 } as const;
const FORMAT_KEYS = Object.fromEntries(
  Object.entries(KEY_CODES).map(([format, key]) => [
    `${format}ByKeyCode`,
    {
      key,
      shortKey: true,
      handler(this: { quill: Quill }, _range: unknown, context: { format: Record<string, unknown> }) {
        this.quill.format(format, !context.format[format], Quill.sources.USER);
      },
    },
  ]),
);

const TOOLBAR = [[{ header: [2, 3, false] }], ['bold', 'italic', 'underline'], [{ list: 'ordered' }, { list: 'bullet' }], [{ align: [] }], ['link'], ['clean']];

/** The toolbar buttons' names, by format (and value): Quill names them in English code words. */
const BUTTON_LABELS: Record<string, string> = {
  bold: 'editor.bold',
  italic: 'editor.italic',
  underline: 'editor.underline',
  'list=ordered': 'editor.orderedList',
  'list=bullet': 'editor.bulletList',
  link: 'editor.link',
  clean: 'editor.clean',
};

/** The pickers' names and their choices' names (Quill gives them none); '' is the default choice. */
const PICKER_LABELS: Record<string, { label: string; items: Record<string, string> }> = {
  header: { label: 'editor.heading', items: { '2': 'editor.heading2', '3': 'editor.heading3', '': 'editor.normal' } },
  align: { label: 'editor.align', items: { '': 'editor.alignStart', center: 'editor.alignCenter', right: 'editor.alignRight', justify: 'editor.alignJustify' } },
};

/** A text as a CSS string (for `content`). */
function cssText(text: string): string {
  return JSON.stringify(text);
}

/** Names a control for speech (aria-label) and for the pointer (title): Quill gives neither. */
function name(control: Element, text: string) {
  control.setAttribute('aria-label', text);
  control.setAttribute('title', text);
}

/**
 * Gives every control of the toolbar a name in the dashboard's language, and the heading
 * picker its visible texts: Quill draws them from English CSS `content` unless a choice carries
 * a `data-label`, which its stylesheet shows instead (and copies to the picker when chosen).
 */
function labelToolbar(toolbar: Element, t: (key: string) => string) {
  toolbar.setAttribute('aria-label', t('editor.toolbar'));
  toolbar.setAttribute('role', 'toolbar');
  for (const button of toolbar.querySelectorAll('button')) {
    const format = [...button.classList].find((item) => item.startsWith('ql-'))?.slice(3) ?? '';
    const key = BUTTON_LABELS[button.value ? `${format}=${button.value}` : format];
    if (key) name(button, t(key));
  }
  for (const [format, { label, items }] of Object.entries(PICKER_LABELS)) {
    const picker = toolbar.querySelector(`.ql-picker.ql-${format}`);
    const shown = picker?.querySelector('.ql-picker-label');
    if (shown) name(shown, t(label));
    for (const item of picker?.querySelectorAll('.ql-picker-item') ?? []) {
      const key = items[item.getAttribute('data-value') ?? ''];
      if (!key) continue;
      name(item, t(key));
      if (format === 'header') item.setAttribute('data-label', t(key));
    }
    // The picker was drawn before its choices had texts: show the chosen one's.
    const current = items[shown?.getAttribute('data-value') ?? ''];
    if (format === 'header' && shown && current) shown.setAttribute('data-label', t(current));
    // Quill draws the picker's arrow on its right: its text starts on the left, even in an
    // Arabic page, so the two never overlap.
    if (format === 'header') shown?.setAttribute('dir', 'ltr');
  }
}

/** The rich-text editor, in its own chunk: only forms that use it download it. */
export default function QuillEditor({ id, value, dir, disabled, invalid, label, onChange }: QuillEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const disabledNow = useRef(disabled);
  disabledNow.current = disabled;
  // The sanitizer is fetched beside the editor (the same one rich-text cells use), and the editor is
  // made once it is in: what the server sent is always cleaned before the editor reads it.
  const sanitize = useSanitizer();

  useEffect(() => {
    const element = host.current;
    if (!element || !sanitize) return undefined;
    const editor = document.createElement('div');
    element.appendChild(editor);
    // Tab leaves the editor for the next field, as everywhere else: Quill's own Tab writes a
    // tab character, which traps a keyboard user inside the text.
    const instance = new Quill(editor, { theme: 'snow', modules: { toolbar: TOOLBAR, keyboard: { bindings: { tab: false, ...FORMAT_KEYS } } } });
    const toolbar = element.querySelector('.ql-toolbar');
    if (toolbar) labelToolbar(toolbar, t);
    // The text's direction on the editing area and on the container, so the caret, the
    // alignment and the punctuation follow the language of the text, not the page's.
    instance.root.setAttribute('dir', dir);
    editor.setAttribute('dir', dir);
    instance.root.setAttribute('id', id);
    instance.root.setAttribute('aria-label', label);
    instance.root.setAttribute('role', 'textbox');
    instance.root.setAttribute('aria-multiline', 'true');
    // What the server sent is cleaned before the editor reads it. Set as contents, not pasted:
    // a paste also selects, which moves the focus into the editor (and opens a phone's keyboard).
    if (value) instance.setContents(instance.clipboard.convert({ html: sanitize(value) }), 'silent');
    instance.on('text-change', () => {
      // Quill writes every space as a no-break space: give the text back its ordinary spaces
      // so it wraps between words wherever it is shown.
      const html = instance.getSemanticHTML().replace(/&nbsp;/g, ' ');
      latest.current(isEmptyEditor(instance) ? '' : html);
    });
    quill.current = instance;
    instance.enable(!disabledNow.current);
    return () => {
      quill.current = null;
      element.innerHTML = '';
    };
    // The editor is created once, when the sanitizer is in; later values come from typing, not from props.
  }, [sanitize]);

  useEffect(() => {
    quill.current?.enable(!disabled);
  }, [disabled]);

  return (
    <>
      {/* The editor is made once the sanitizer is in: until then its place is held, and busy. */}
      {!sanitize && <EditorPlaceholder />}
      <Box
        ref={host}
        sx={{
          '& .ql-toolbar, & .ql-container': { borderColor: invalid ? 'error.main' : 'divider' },
          '& .ql-container': { minHeight: 180, fontSize: '1rem', fontFamily: 'inherit' },
          // Logical sides only: the page's right-to-left styling would swap "left" and "right",
          // and the text's own direction (dir) decides where its start is.
          '& .ql-editor': { minHeight: 180, textAlign: 'start' },
          '& .ql-editor ol': { paddingLeft: 0, paddingRight: 0, paddingInlineStart: '1.5em' },
          '& .ql-editor li': { paddingLeft: 0, paddingRight: 0, paddingInlineStart: '1.5em' },
          '& .ql-editor li > .ql-ui:before': { marginLeft: 0, marginRight: 0, marginInlineStart: '-1.5em', marginInlineEnd: '.3em', textAlign: 'end' },
          // The link box's words come from Quill's stylesheet, in English: these are the dashboard's.
          '& .ql-snow .ql-tooltip::before': { content: cssText(t('editor.visitUrl')) },
          '& .ql-snow .ql-tooltip[data-mode=link]::before': { content: cssText(t('editor.enterLink')) },
          '& .ql-snow .ql-tooltip a.ql-action::after': { content: cssText(t('editor.edit')) },
          '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': { content: cssText(t('editor.save')) },
          '& .ql-snow .ql-tooltip a.ql-remove::before': { content: cssText(t('editor.remove')) },
          // Quill removes the text area's focus outline; the dashboard's ring shows it again.
          '& .ql-editor:focus': (theme) => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 }),
          '& .ql-snow .ql-stroke': { stroke: 'currentColor' },
          '& .ql-snow .ql-fill': { fill: 'currentColor' },
          '& .ql-snow .ql-picker': { color: 'inherit' },
          color: 'text.primary',
        }}
      />
    </>
  );
}
