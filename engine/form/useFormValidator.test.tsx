// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { repositoryArea } from '../testing/repositoryAreas';
import type { CompiledFormValidators } from 'virtual:form-validators';
import { loadedFormValidators, loadFormValidators } from './loadFormValidators';
import { useFormValidator } from './useFormValidator';

vi.mock('./loadFormValidators', () => ({ loadedFormValidators: vi.fn(), loadFormValidators: vi.fn() }));

const banks = repositoryArea('banks');

describe('useFormValidator', () => {
  it('draws the form when the validators, warmed up as the pointer reached its link, arrive between its first drawing and its effect', async () => {
    const compiled = await vi.importActual<typeof import('./loadFormValidators')>('./loadFormValidators').then((actual) => actual.loadFormValidators('banks'));
    // Not here when the form is first drawn; here by the time its effect runs.
    let drawn = false;
    vi.mocked(loadedFormValidators).mockImplementation(() => {
      if (drawn) return compiled as CompiledFormValidators;
      drawn = true;
      return undefined;
    });
    vi.mocked(loadFormValidators).mockResolvedValue(compiled as CompiledFormValidators);
    const { result } = renderHook(() => useFormValidator(banks, 'create'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
