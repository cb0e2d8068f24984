import type { ReactNode } from 'react';
import type { TextDirection } from '../../i18n/textDirection';
import { directed } from './Directed';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

/**
 * A value as text in its own direction, or "no data": a function rather than a component, as a
 * list draws one in most of its cells.
 */
export function plainValue(value: unknown, dir: TextDirection): ReactNode {
  if (isEmpty(value)) return <NoData />;
  // Values are always rendered as text, never as HTML.
  return directed(dir, typeof value === 'object' ? JSON.stringify(value) : String(value));
}
