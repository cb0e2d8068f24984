import type { CSSObject } from '@emotion/react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Theme } from '@mui/material/styles';
import { isValidElement, type ReactNode } from 'react';

/**
 * MUI 9's SvgIcon of the small size, as `<Icon fontSize="small" />` draws it: a plain `<svg>`
 * drawn with `smallIcon` takes this look from a class its screen shares (see sharedClasses).
 */
export function smallIconLook(theme: Theme): CSSObject {
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    fill: 'currentColor',
    fontSize: theme.typography.pxToRem(20),
  };
}

type IconRender = (props: object, ref: null) => unknown;

const drawings = new WeakMap<SvgIconComponent, ReactNode>();

/**
 * What a Material icon draws inside its `<svg>`, read once from its component; undefined for an
 * icon made otherwise. @mui/icons-material makes every icon with `createSvgIcon(path)`, a memo of a
 * forwardRef whose function returns `<SvgIcon>{path}</SvgIcon>`: calling that function (it uses no
 * hook) gives the path.
 */
export function iconDrawing(icon: SvgIconComponent): ReactNode | undefined {
  if (drawings.has(icon)) return drawings.get(icon);
  let drawing: ReactNode | undefined;
  try {
    const render = (icon as unknown as { type?: { render?: IconRender } }).type?.render;
    const element = typeof render === 'function' ? render({}, null) : undefined;
    if (isValidElement<{ children?: ReactNode }>(element) && element.props.children != null) drawing = element.props.children;
  } catch {
    drawing = undefined;
  }
  drawings.set(icon, drawing);
  return drawing;
}

/**
 * A small Material icon as a plain `<svg>` with its screen's shared class, where a screen draws
 * many (a list's row actions, the side menu's entries): MUI's icon is five components making its
 * styles again for each. An icon whose drawing cannot be read is MUI's own.
 */
export function smallIcon(icon: SvgIconComponent, className: string): ReactNode {
  const drawing = iconDrawing(icon);
  if (drawing === undefined) {
    const Icon = icon;
    return <Icon fontSize="small" />;
  }
  return (
    <svg className={className} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {drawing}
    </svg>
  );
}
