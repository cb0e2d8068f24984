// @vitest-environment jsdom
import type { SvgIconComponent } from '@mui/icons-material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { icons } from '../registries/icons';
import { iconDrawing, smallIcon } from './plainIcon';

afterEach(cleanup);

/** The markup inside the `<svg>` an element draws. */
function drawnInside(element: React.ReactNode): { inner: string; svg: SVGSVGElement } {
  const { container } = render(<span>{element}</span>);
  const svg = container.querySelector('svg') as SVGSVGElement;
  const inner = svg.innerHTML;
  cleanup();
  return { inner, svg };
}

describe('smallIcon', () => {
  // Every icon a descriptor or the menu may name, and the menu's arrows.
  const drawn: [string, SvgIconComponent][] = [...Object.entries(icons), ['ExpandLess', ExpandLess], ['ExpandMore', ExpandMore]];

  it.each(drawn)('draws %s as MUI does, as one plain svg with the given class', (_name, Icon) => {
    const mui = drawnInside(<Icon fontSize="small" />);
    const plain = drawnInside(smallIcon(Icon, 'look'));
    expect(plain.inner).not.toBe('');
    expect(plain.inner).toBe(mui.inner);
    expect(plain.svg.getAttribute('class')).toBe('look');
    expect(plain.svg.getAttribute('viewBox')).toBe('0 0 24 24');
    // Hidden from assistive technology, as MUI's is: the button or link around it carries the name.
    expect(plain.svg.getAttribute('aria-hidden')).toBe('true');
    expect(plain.svg.getAttribute('focusable')).toBe('false');
  });

  it('draws an icon it cannot read with MUI’s own component', () => {
    const made: SvgIconComponent = Object.assign((props: object) => <svg data-made="" {...props} />, { muiName: 'SvgIcon' }) as unknown as SvgIconComponent;
    expect(iconDrawing(made)).toBeUndefined();
    const { container } = render(<span>{smallIcon(made, 'look')}</span>);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.hasAttribute('data-made')).toBe(true);
    expect(svg.getAttribute('class')).not.toBe('look');
  });
});
