import { describe, expect, it } from 'vitest';
import { recordTrail } from './screenTrail';

describe('recordTrail', () => {
  const base = {
    areaTitle: 'Banks',
    listTo: '/banks/all?page=2',
    record: 'Riyad Bank',
  };

  it('leads from the list to the record, then the edit page', () => {
    expect(
      recordTrail({
        ...base,
        kind: 'edit',
        showTo: '/banks/show/3',
        actionLabel: 'Edit',
      }),
    ).toEqual([{ label: 'Banks', to: '/banks/all?page=2', state: undefined }, { label: 'Riyad Bank', to: '/banks/show/3', state: undefined }, { label: 'Edit' }]);
  });

  it('ends a show page at the record, a create page at the action', () => {
    expect(recordTrail({ ...base, kind: 'show' }).map((c) => c.label)).toEqual(['Banks', 'Riyad Bank']);
    expect(recordTrail({ ...base, kind: 'create', actionLabel: 'Add' }).map((c) => c.label)).toEqual(['Banks', 'Add']);
  });

  it('gives a single page just its title, and an area without a list no link', () => {
    expect(recordTrail({ ...base, kind: 'single' })).toEqual([{ label: 'Banks' }]);
    expect(recordTrail({ areaTitle: 'Updates', kind: 'show', record: '#4' })[0]?.to).toBeUndefined();
  });
});
