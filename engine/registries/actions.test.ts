import { describe, expect, it } from 'vitest';
import actionLooks from './actionLooks.json';
import { actions } from './actions';
import { icons } from './icons';

describe('row actions look the same everywhere', () => {
  it('each built-in action has the icon, colour and label the checker holds custom actions to', () => {
    for (const [name, look] of Object.entries(actionLooks)) {
      const action = actions[name as keyof typeof actions];
      expect(action.icon, name).toBe(icons[look.icon as keyof typeof icons]);
      expect(action.color, name).toBe(look.color);
      expect(action.label, name).toBe(look.label);
    }
    expect(Object.keys(actionLooks).sort()).toEqual(Object.keys(actions).sort());
  });
});
