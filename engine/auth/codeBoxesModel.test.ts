import { describe, expect, it } from 'vitest';
import { backspaceCode, enterCode, pasteCode } from './codeBoxesModel';

const empty = ['', '', '', ''];

describe('code boxes', () => {
  it('moves on after a digit and stays on the last box', () => {
    expect(enterCode(empty, 0, '7')).toEqual({ values: ['7', '', '', ''], focus: 1 });
    expect(enterCode(['1', '2', '3', ''], 3, '4')).toEqual({ values: ['1', '2', '3', '4'], focus: 3 });
  });

  it('ignores anything but digits', () => {
    expect(enterCode(empty, 1, 'a')).toEqual({ values: empty, focus: 1 });
  });

  it('replaces a filled box with the newly typed digit', () => {
    expect(enterCode(['1', '', '', ''], 0, '19')).toEqual({ values: ['9', '', '', ''], focus: 1 });
    expect(enterCode(['1', '', '', ''], 0, '91')).toEqual({ values: ['9', '', '', ''], focus: 1 });
  });

  it('steps back on backspace in an empty box, clearing the previous one', () => {
    expect(backspaceCode(['1', '2', '', ''], 2)).toEqual({ values: ['1', '', '', ''], focus: 1 });
    expect(backspaceCode(['1', '2', '3', ''], 2)).toEqual({ values: ['1', '2', '', ''], focus: 2 });
    expect(backspaceCode(empty, 0)).toEqual({ values: empty, focus: 0 });
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    expect(pasteCode(empty, 2, ' 12-34 ')).toEqual({ values: ['1', '2', '3', '4'], focus: 3 });
    expect(pasteCode(empty, 1, '56')).toEqual({ values: ['', '5', '6', ''], focus: 3 });
    expect(pasteCode(empty, 1, 'abc')).toEqual({ values: empty, focus: 1 });
  });
});
