// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import banks from '../../descriptors/banks.json';
import reports from '../../descriptors/reports.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import type { BuiltCall } from '../api/template';
import type { Row } from '../data/envelope';
import { useBulkActions, type BulkOptions } from './useBulkActions';

const bankArea = normalizeDescriptor('area', { ...banks, list: { ...banks.list, protectedIds: [1] } }) as ListArea;
const reportArea = normalizeDescriptor('area', reports) as ListArea;
const all = { index: true, delete: true, activate: true, block: true };
const bankRows: Row[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Bank ${id}`, active: true }));

function setup(overrides: Partial<BulkOptions> = {}) {
  const sent: BuiltCall[] = [];
  const refresh = vi.fn(async () => undefined);
  const send = vi.fn(async (built: BuiltCall) => {
    sent.push(built);
    if (built.path.endsWith('/4')) throw new Error('No such bank');
    return { message: 'ok' };
  });
  const onAllDone = vi.fn();
  const initial: BulkOptions = { area: bankArea, rows: bankRows, permissions: all, pageKey: 'p1', refresh, send, onAllDone, ...overrides };
  const hook = renderHook((props: BulkOptions) => useBulkActions(props), { initialProps: initial });
  return { ...hook, sent, send, refresh, onAllDone, initial };
}

describe('useBulkActions', () => {
  it('offers what the permissions allow, and nothing without them', () => {
    const { result, rerender, initial } = setup();
    expect(result.current.actions.map((a) => a.key)).toEqual(['delete', 'activate', 'deactivate']);
    rerender({ ...initial, permissions: { index: true, activate: true } });
    expect(result.current.actions.map((a) => a.key)).toEqual(['activate', 'deactivate']);
    rerender({ ...initial, permissions: { index: true } });
    expect(result.current.actions).toEqual([]);
  });

  it('selects the page, keeps the selection on a refresh and drops it on another page', () => {
    const { result, rerender, initial } = setup();
    act(() => result.current.toggle('2'));
    expect(result.current.pageState).toBe('some');
    act(() => result.current.togglePage());
    expect(result.current.pageState).toBe('all');
    rerender({ ...initial, rows: bankRows.map((row) => ({ ...row })) });
    expect(result.current.selected.size).toBe(5);
    rerender({ ...initial, rows: bankRows.slice(0, 2) });
    expect([...result.current.selected]).toEqual(['1', '2']);
    rerender({ ...initial, rows: bankRows, pageKey: 'p2' });
    expect(result.current.selected.size).toBe(0);
  });

  it('deletes every selected row, skips the protected one, reports the failure and refreshes once', async () => {
    const { result, sent, refresh } = setup();
    act(() => result.current.togglePage());
    const remove = result.current.actions[0]!;
    act(() => result.current.start(remove));
    expect(result.current.phase).toMatchObject({ step: 'confirm', targets: 4, skipped: 1 });
    act(() => {
      // A double click on OK starts one run.
      result.current.confirm();
      result.current.confirm();
    });
    await waitFor(() => expect(result.current.phase.step).toBe('result'));
    expect(sent.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['DELETE dashboard/banks/2', 'DELETE dashboard/banks/3', 'DELETE dashboard/banks/4', 'DELETE dashboard/banks/5']);
    expect(refresh).toHaveBeenCalledTimes(1);
    const phase = result.current.phase;
    if (phase.step !== 'result') throw new Error('no result');
    expect(phase.outcomes.filter((o) => o.status !== 'done')).toEqual([
      { id: '1', label: 'Bank 1', status: 'skipped', message: null, reason: 'engine.bulkSkippedProtected' },
      { id: '4', label: 'Bank 4', status: 'failed', message: 'No such bank' },
    ]);
    // Only the failed one stays selected; Retry sends it alone.
    expect([...result.current.selected]).toEqual(['4']);
    act(() => result.current.retryFailed());
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    expect(sent.slice(4).map((c) => c.path)).toEqual(['dashboard/banks/4']);
  });

  it('sends the activation value and tells the caller when everything went through', async () => {
    const { result, sent, onAllDone } = setup();
    act(() => {
      result.current.toggle('2');
      result.current.toggle('3');
    });
    act(() => result.current.start(result.current.actions.find((a) => a.key === 'deactivate')!));
    act(() => result.current.confirm());
    await waitFor(() => expect(onAllDone).toHaveBeenCalledTimes(1));
    expect(result.current.phase.step).toBe('idle');
    expect(sent.map((c) => c.body)).toEqual([
      { model_id: '2', active: '0', type: 'banks' },
      { model_id: '3', active: '0', type: 'banks' },
    ]);
  });

  it('asks a custom action prompt once and sends its answers with every row, skipping rows it does not apply to', async () => {
    const rows: Row[] = [
      { id: 1, status: 'published' },
      { id: 2, status: 'blocked' },
      { id: 3, status: 'published' },
    ];
    const { result, sent } = setup({ area: reportArea, rows });
    const block = result.current.actions.find((a) => a.key === 'block');
    expect(block?.prompt.map((p) => p.name)).toEqual(['reason']);
    act(() => result.current.togglePage());
    act(() => result.current.start(block!));
    expect(result.current.phase).toMatchObject({ targets: 2, skipped: 1 });
    act(() => result.current.confirm({ reason: 'spam' }));
    await waitFor(() => expect(result.current.phase.step).toBe('result'));
    expect(sent.map((c) => c.path)).toEqual(['dashboard/report-jobs/change-status/1', 'dashboard/report-jobs/change-status/3']);
  });
});
