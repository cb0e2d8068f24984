// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { TestProviders } from '../testing/TestProviders';
import type { ValidationRule } from '../validation/runRules';
import { useRuleSubmit } from './useRuleSubmit';

const RULES: ValidationRule[] = [
  { field: 'name', rule: 'required', message: 'VALIDATION.name' },
  { field: 'email', rule: 'required', message: 'VALIDATION.email' },
];

/** The toasts shown, as the admin reads them. */
const toasts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent);

/** A small form sent the way every form of the dashboard is. */
function Small({ send }: { send: (values: Record<string, string>) => Promise<void> }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const form = useRuleSubmit(RULES);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(values, { send, order: ['name', 'email'] });
  };
  return (
    <form onSubmit={submit}>
      {(['name', 'email'] as const).map((field) => (
        <label key={field}>
          {field}
          <input name={field} aria-invalid={form.invalidField === field} value={values[field]} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
        </label>
      ))}
      <button type="submit" disabled={form.sending}>
        Save
      </button>
    </form>
  );
}

afterEach(cleanup);

describe('sending a form', () => {
  it('toasts the first rule that fails, marks its field and puts the cursor there, sending nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(
      <TestProviders>
        <Small send={send} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Rajhi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([i18n.t('VALIDATION.email')]));
    expect(screen.getByLabelText('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(send).not.toHaveBeenCalled();
  });

  it('closes the toast of an earlier rule when another rule stops the next save', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(
      <TestProviders>
        <Small send={send} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([i18n.t('VALIDATION.name')]));
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Rajhi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([i18n.t('VALIDATION.email')]));
  });

  it('sends once for a double click', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <TestProviders>
        <Small send={send} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Rajhi' } });
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'a@b.co' } });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the server’s words and marks the first field it names in the form’s order', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('The email is taken.', 422, { email: ['taken'], name: ['too long'] })));
    render(
      <TestProviders>
        <Small send={send} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Rajhi' } });
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['The email is taken.']));
    expect(screen.getByLabelText('name').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('a@b.co');
  });
});
