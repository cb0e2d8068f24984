// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, fireEvent } from '@testing-library/react';
import { clearSession, saveSession } from '../session/session';
import { readDraft, writeDraft, type DraftAddress } from './draftStore';
import { useRestoredDraft } from './useRestoredDraft';

type Role = { name: string; permissions: number[] };
const address: DraftAddress = {
  adminId: 4,
  area: 'roles',
  mode: 'edit',
  recordId: '2',
};
const opened: Role = { name: 'viewer', permissions: [19] };
const accept = (values: Record<string, unknown>): Role | null =>
  typeof values.name === 'string' && Array.isArray(values.permissions) ? { name: values.name, permissions: values.permissions.map(Number) } : null;

function RoleEditor({ initial }: { initial: Role | null }) {
  const [values, setValues] = useState<Role>({ name: '', permissions: [] });
  const [loaded, setLoaded] = useState(false);
  if (initial && !loaded) {
    setLoaded(true);
    setValues(initial);
  }
  const draft = useRestoredDraft({
    area: 'roles',
    mode: 'edit',
    recordId: '2',
    initial,
    values,
    onRestore: setValues,
    accept,
  });
  return (
    <div>
      <input aria-label="name" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      {draft.restored && (
        <button type="button" onClick={draft.discard}>
          Discard
        </button>
      )}
      <button type="button" onClick={() => draft.saved(values)}>
        Save
      </button>
      <output aria-label="dirty">{String(draft.dirty)}</output>
    </div>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  saveSession({ id: 4, token: 'tok', name: 'Admin' });
});

afterEach(() => {
  cleanup();
  clearSession();
});

describe('useRestoredDraft', () => {
  it('keeps a change, and puts it back when the screen opens again', () => {
    const first = render(<RoleEditor initial={opened} />);
    fireEvent.change(screen.getByLabelText('name'), {
      target: { value: 'viewers' },
    });
    expect(screen.getByLabelText('dirty').textContent).toBe('true');
    first.unmount();
    expect(readDraft(address)?.values).toEqual({
      name: 'viewers',
      permissions: [19],
    });

    render(<RoleEditor initial={opened} />);
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('viewers');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDefined();
  });

  it('waits for the record before restoring', () => {
    writeDraft(address, { name: 'typed', permissions: [19, 20] });
    const view = render(<RoleEditor initial={null} />);
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('');
    view.rerender(<RoleEditor initial={opened} />);
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('typed');
  });

  it('Discard puts back what the screen opened with and forgets the draft', () => {
    writeDraft(address, { name: 'typed', permissions: [19] });
    render(<RoleEditor initial={opened} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Discard' })));
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('viewer');
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(readDraft(address)).toBeNull();
    expect(screen.getByLabelText('dirty').textContent).toBe('false');
  });

  it('forgets the draft once saved, and ignores one that no longer fits', () => {
    render(<RoleEditor initial={opened} />);
    fireEvent.change(screen.getByLabelText('name'), {
      target: { value: 'new' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(readDraft(address)).toBeNull();
    cleanup();

    writeDraft(address, { label: 'old shape' });
    render(<RoleEditor initial={opened} />);
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('viewer');
    expect(readDraft(address)).toBeNull();
  });
});
