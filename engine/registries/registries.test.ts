import { describe, expect, it } from 'vitest';
import schema from '../schema/descriptor.schema.json';
import { cells } from './cells';
import { actions } from './actions';
import { filterWidgets } from './filterWidgets';
import { formWidgets, formWidgetNameList } from './widgets';
import { iconNames } from './icons';

const defs = schema.$defs;

// The schema's lists of names and the registries' tables must never drift apart: a name the
// schema accepts must draw something, and a registry entry no descriptor can name is dead.
describe('registries and the engine schema', () => {
  it('cells', () => expect(Object.keys(cells).sort()).toEqual([...defs.cellName.enum].sort()));
  it('row actions', () => expect(Object.keys(actions).sort()).toEqual([...defs.actionName.enum].sort()));
  it('filter widgets', () => expect(Object.keys(filterWidgets).sort()).toEqual([...defs.filter.properties.widget.enum].sort()));
  it('form widgets', () => expect(Object.keys(formWidgets).sort()).toEqual([...formWidgetNameList].sort()));
  it('icons', () => expect([...iconNames].sort()).toEqual([...defs.iconName.enum].sort()));
});
