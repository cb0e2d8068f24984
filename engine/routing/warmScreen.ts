import { warmRead } from '../data/warmRead';
import type { AreaOutline } from '../descriptor/areaModel';
import type { Area } from '../descriptor/descriptor.types';
import { permissionCheckKey, recordKey } from '../data/keys';
import { loadFormValidators } from '../form/loadFormValidators';
import { formLookupKeys } from '../lookups/formLookups';
import { drawAhead } from './screenAhead';
import { FormScreen, ShowScreen } from './screenModules';

type Kind = 'create' | 'edit' | 'show' | 'single';

/** A link to a screen: the address of the page it is on, where it leads, and the state it carries. */
interface Link {
  from: string;
  to: string;
  state: unknown;
}

/**
 * What an area's form or show screen will ask for, started as the pointer reaches its link, under
 * the keys the screen reads: its code (see warmScreenCode), its permission check and the record of
 * a record's screen. Not a form's choices: a lookup the admin may not read would be refused, and a
 * refusal sends the admin to the forbidden page, which a pointer passing over a link must not do.
 * Once all of it is in, the screen is drawn unseen beside the page the `link` is on (drawAhead),
 * so that the click only shows it; not when a part failed (the screen, opened, says so).
 */
export function warmScreen(area: Area, kind: Kind, id?: unknown, link?: Link): void {
  const code = warmScreenCode(area, kind);
  if (!code) return;
  const reads = warmScreenReads(area, kind, id);
  if (!link) return;
  void Promise.all([code, reads]).then((parts) => {
    if (parts.every(Boolean)) drawAhead(link.from, link.to, link.state);
  });
}

/**
 * An area's form or show screen's code, so that opening it waits for nothing: for a form, the
 * screen and the area's compiled validators (which the form would otherwise ask for only once
 * drawn, a round trip and a second drawing later). Resolves true once in, false when a part
 * failed; null for a bespoke screen, which loads its own way and warms nothing.
 */
function warmScreenCode(area: AreaOutline, kind: Kind): Promise<boolean> | null {
  // Without a network the screen itself says so when opened; warming it up stays silent.
  if (area.custom?.[kind]) return null;
  const loaded = () => true;
  const failed = () => false;
  if (kind === 'show') return ShowScreen.load().then(loaded, failed);
  return Promise.all([FormScreen.load(), loadFormValidators(area.area)]).then(loaded, failed);
}

/**
 * The reads the area's outline names for a form or show screen: its permission check and, for a
 * record's screen, the record (the page's first screen asks for them before its descriptor has come).
 */
export function warmScreenReads(area: AreaOutline, kind: Kind, id?: unknown): Promise<boolean> {
  const permission = kind === 'single' ? undefined : area.permissions[kind];
  const record = kind === 'edit' || kind === 'show' ? recordKey(area, { id }) : null;
  const reads = [permission ? warmRead(permissionCheckKey(permission)) : null, record ? warmRead(record) : null];
  return Promise.all(reads).then((done) => done.every((read) => read !== false));
}

/** A form's choices that read no other field, once its whole descriptor says which: for a form the page opens on. */
export function warmFormChoices(area: Area, kind: Exclude<Kind, 'show'>): void {
  if (area.form) for (const key of formLookupKeys(area.form, kind)) void warmRead(key);
}
