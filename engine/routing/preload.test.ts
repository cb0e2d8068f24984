import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { PERMISSIONS_KEY, permissionCheckKey, recordKey } from '../data/keys';
import { repositoryArea } from '../testing/repositoryAreas';
import { WARM_ANSWER_FRESH_MS } from '../data/warmRead';
import { preloadFirstScreen } from './preload';
import { outlineOf } from '../descriptor/areaOutline.mjs';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import type { AreaOutline, ListArea } from '../descriptor/areaModel';
import { listKeyForAddress } from '../list/listQuery';

// What the first screen's preloading asks for, in the order asked.
const { asked, noting } = vi.hoisted(() => {
  const asked: string[] = [];
  const noting = (what: string) => () => {
    asked.push(what);
    return Promise.resolve();
  };
  return { asked, noting };
});
vi.mock('../api/client', async (original) => ({
  ...(await original<typeof import('../api/client')>()),
  swrFetcher: vi.fn((key: unknown) => {
    asked.push(typeof key === 'string' ? key : `call ${(key as readonly [string])[0]}`);
    return Promise.resolve(null);
  }),
}));
vi.mock('../app/shellModules', () => ({ AppShell: { preload: vi.fn(noting('shell code')) } }));
vi.mock('./listScreenModule', () => ({ ListScreen: { preload: vi.fn(noting('list code')) } }));
vi.mock('../form/loadFormValidators', () => ({
  loadFormValidators: vi.fn((area: string) => {
    asked.push(`validators ${area}`);
    return Promise.resolve({});
  }),
}));
vi.mock('./screenModules', () => ({
  FormScreen: { preload: vi.fn(noting('form code')) },
  ShowScreen: { preload: vi.fn(noting('show code')) },
}));

const banks = repositoryArea('banks');
const source: AreaSource = {
  outline: banks,
  load: () => noting('descriptor')().then(() => banks),
  loaded: () => undefined,
};

beforeEach(() => {
  asked.length = 0;
  // Each test a page of its own: what an earlier one read is no longer fresh.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + WARM_ANSWER_FRESH_MS + 1);
});

describe('preloadFirstScreen', () => {
  it('asks for the menu’s permissions, the rows and the screen’s descriptor before any code', async () => {
    await preloadFirstScreen('/banks/all', '', [source], true).ready;
    // The rows' call waits for nothing (the outline says what it is made of); the browser fetches in the order asked.
    expect(asked.slice(0, 3)).toEqual([PERMISSIONS_KEY, `call ${banks.api.list?.path}`, 'descriptor']);
    expect(asked).toEqual(expect.arrayContaining(['list code', 'shell code']));
  });

  it('asks for the rows of the address from the area’s outline alone, under the key the list screen reads', async () => {
    const read = vi.mocked((await import('../api/client')).swrFetcher);
    read.mockClear();
    const outlineOnly: AreaSource = { outline: outlineOf(normalizeDescriptor('area', banks)) as AreaOutline, load: () => new Promise(() => undefined), loaded: () => undefined };
    const search = '?name=Riyad&sort_by=name_en&sort_direction=desc&page=3&per_page=25';
    await preloadFirstScreen('/banks/all', search, [outlineOnly], true).asked;
    expect(read.mock.calls.map(([key]) => key)).toContainEqual(listKeyForAddress(banks as ListArea, new URLSearchParams(search)));
  });

  it('asks for a form’s permission check and descriptor before its code and compiled validators, and its choices once the descriptor came', async () => {
    const first = preloadFirstScreen('/banks/create', '', [source], true);
    await first.ready;
    expect(asked.slice(0, 3)).toEqual([PERMISSIONS_KEY, `call ${permissionCheckKey('banks create')[0]}`, 'descriptor']);
    expect(asked).toEqual(expect.arrayContaining(['form code', 'shell code', 'validators banks']));
    await first.asked;
    expect(asked).toContain('call dashboard/countries');
  });

  it('asks for an edit form’s permission check and record before its descriptor, from the outline', async () => {
    await preloadFirstScreen('/banks/edit/7', '', [source], true).ready;
    const record = recordKey(banks, { id: '7' }) as readonly [string, unknown];
    expect(asked.slice(0, 4)).toEqual([PERMISSIONS_KEY, `call ${permissionCheckKey('banks edit')[0]}`, `call ${record[0]}`, 'descriptor']);
    expect(asked).toEqual(expect.arrayContaining(['form code', 'shell code', 'validators banks']));
  });

  it('reads the record an escaped id names, and passes a malformed escape on as it is', async () => {
    await preloadFirstScreen('/banks/show/a%2Fb', '', [source], true).ready;
    const path = (id: string) => (recordKey(banks, { id }) as readonly [string, unknown])[0];
    await vi.waitFor(() => expect(asked).toContain(`call ${path('a/b')}`));
    asked.length = 0;
    // Not a valid escape: the preload does not throw, and the screen will say the record is not found.
    await expect(preloadFirstScreen('/banks/show/%E0%A4%A', '', [source], true).ready).resolves.toBeDefined();
    await vi.waitFor(() => expect(asked).toContain(`call ${path('%E0%A4%A')}`));
  });

  it('says when the reads are asked for: once the rows’ call has gone out, at once where nothing is read', async () => {
    const list = preloadFirstScreen('/banks/all', '', [source], true);
    await list.asked;
    expect(asked).toContain(`call ${banks.api.list?.path}`);
    asked.length = 0;
    // The menu's permissions, read a moment ago, are still fresh: nothing is asked.
    await preloadFirstScreen('/nowhere', '', [source], true).asked;
    expect(asked).toEqual([]);
  });

  it('asks for the home page’s reads with the first code, on the home page only', async () => {
    const product = { homeReads: ['dashboard/statistics'] };
    await preloadFirstScreen('/home', '', [source], true, product).ready;
    expect(asked.slice(0, 2)).toEqual([PERMISSIONS_KEY, 'dashboard/statistics']);
    asked.length = 0;
    vi.setSystemTime(Date.now() + WARM_ANSWER_FRESH_MS + 1);
    await preloadFirstScreen('/banks/all', '', [source], true, product).ready;
    expect(asked).not.toContain('dashboard/statistics');
  });

  it('asks for nothing when signed out', async () => {
    await preloadFirstScreen('/banks/all', '', [source], false).ready;
    expect(asked).toEqual([]);
  });
});
