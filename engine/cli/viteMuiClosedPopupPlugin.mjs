// Vite plugin: MUI's Autocomplete measures its box only while its list is open.
//
// MUI's Autocomplete reads its box's width (`anchorEl.clientWidth`) in every drawing once the box
// is in the page, for the list's width, though the list is drawn only while open. Reading a width
// makes the browser lay the page out there and then, in the middle of React's drawing, and a box
// is drawn three or four times as a form opens (its box found, its choices in, its value's label):
// about 20 ms of a form with one lookup on this machine. The build reads the width only while the
// list is open; an open list is drawn and sized as before, and follows the box's resizes as before.
//
// A new MUI that words it differently fails the build here, naming this file: look whether it
// still reads the width while closed, then change or remove this plugin.

const FILE = /[\\/]@mui[\\/]material[\\/]Autocomplete[\\/]Autocomplete\.m?js$/;
const READ_WHILE_CLOSED = /width: anchorEl \? anchorEl\.clientWidth : null/;
const READ_WHILE_OPEN = 'width: anchorEl && popupOpen ? anchorEl.clientWidth : null';

/** The Autocomplete's source with its box measured only while its list is open. */
export function measureOnlyWhenOpen(code, id = 'Autocomplete') {
  if (!READ_WHILE_CLOSED.test(code)) {
    throw new Error(
      `${id}: MUI's Autocomplete no longer reads "width: anchorEl ? anchorEl.clientWidth : null" (engine/cli/viteMuiClosedPopupPlugin.mjs): check whether it still measures its box while closed, then change or remove that plugin`,
    );
  }
  return code.replace(READ_WHILE_CLOSED, READ_WHILE_OPEN);
}

export function muiClosedPopupPlugin() {
  return {
    name: 'dashboard-mui-closed-popup',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return null;
      return { code: measureOnlyWhenOpen(code, id), map: null };
    },
  };
}
