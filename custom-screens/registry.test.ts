import { describe, expect, it } from 'vitest';
import names from './names.json';
import { customScreens } from './registry';

describe('custom screens', () => {
  // The descriptor checker accepts the names in names.json: each must draw a screen, and a
  // screen no descriptor can name is dead.
  it('registers exactly the names the descriptor checker accepts', () => {
    expect(Object.keys(customScreens).sort()).toEqual([...names].sort());
  });
});
