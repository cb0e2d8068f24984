import type { CellProps } from './cellProps';

export function RowNumber({ context }: CellProps) {
  const index = context.index ?? 0;
  const perPage = context.perPage ?? 0;
  return <>{(Math.max(1, context.page ?? 1) - 1) * perPage + index + 1}</>;
}
