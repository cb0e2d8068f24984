// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { t } from '../i18n/i18n';
import { TestProviders } from '../testing/TestProviders';
import { CodeBoxes } from './CodeBoxes';

function Harness() {
  const [values, setValues] = useState(['', '', '', '']);
  return (
    <TestProviders>
      <CodeBoxes values={values} onChange={setValues} />
      <output>{values.join('')}</output>
    </TestProviders>
  );
}

const box = (index: number) => screen.getByRole('textbox', { name: t('auth.codeDigit', { n: index + 1 }) }) as HTMLInputElement;
/** The code the boxes hand back, shown by the harness's output (a status). */
const code = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('CodeBoxes', () => {
  it('shows four numeric boxes in left-to-right order', () => {
    render(<Harness />);
    expect([0, 1, 2, 3].map((i) => box(i).getAttribute('inputmode'))).toEqual(['numeric', 'numeric', 'numeric', 'numeric']);
    expect(screen.getByRole('group', { name: t('auth.verificationTitle') }).getAttribute('dir')).toBe('ltr');
  });

  it('advances to the next box on entry', () => {
    render(<Harness />);
    box(0).focus();
    fireEvent.change(box(0), { target: { value: '4' } });
    expect(box(0).value).toBe('4');
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(2));
    expect(code()).toBe('42');
  });

  it('steps back on Backspace in an empty box', () => {
    render(<Harness />);
    fireEvent.change(box(0), { target: { value: '1' } });
    fireEvent.change(box(1), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect(code()).toBe('1');
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(0));
    expect(code()).toBe('');
  });

  it('fills all boxes from a pasted four-digit code', () => {
    render(<Harness />);
    fireEvent.paste(box(0), { clipboardData: { getData: () => '9876' } });
    expect([0, 1, 2, 3].map((i) => box(i).value)).toEqual(['9', '8', '7', '6']);
    expect(document.activeElement).toBe(box(3));
  });
});
