import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { PERMISSIONS_KEY, permissionCheckKey, recordKey } from '../data/keys';
import { repositoryArea } from '../testing/repositoryAreas';
import { WARM_ANSWER_FRESH_MS } from '../data/warmRead';
import { linkPreloader, preloadFirstScreen } from './preload';
import { dashboardRoutes } from './dashboardRoutes';
import type { ListArea } from '../descriptor/areaModel';
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
vi.mock('./shellModules', () => ({ AppShell: { preload: vi.fn(noting('shell code')) } }));
vi.mock('./routeModules', () => ({
  RootLayout: { preload: vi.fn(noting('root code')) },
  RequireAuth: { preload: vi.fn(noting('guard code')) },
  PublicOnly: { preload: vi.fn(noting('public code')) },
  AreaRoute: { preload: vi.fn(noting('area route code')) },
  AreaBroken: { preload: vi.fn(noting('broken code')) },
}));
vi.mock('./authModules', () => ({
  SignInPage: { preload: vi.fn(noting('sign-in code')) },
  AuthLayout: { preload: vi.fn(noting('frame code')) },
  signedOutPages: [{ path: 'reset-password', Page: { preload: vi.fn(noting('reset code')) } }],
}));
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

const routes = dashboardRoutes({
  descriptors: { areas: [source], menu: { $schema: '', kind: 'menu', items: [] }, notifications: null },
  customScreens: {},
  homePage: Object.assign(() => null, { preload: noting('home code') }),
  homeReads: ['dashboard/statistics'],
  headerActions: null,
});
const at = (pathname: string, search = '') => ({ pathname: `/dashboard${pathname}`, search });

describe('preloadFirstScreen', () => {
  it('asks for the menu’s permissions, the rows and the screen’s descriptor before any code, matched over the router’s routes', async () => {
    await preloadFirstScreen(routes, at('/banks/all'), true).ready;
    const code = asked.findIndex((what) => what.endsWith('code'));
    expect(asked.slice(0, code)).toEqual([PERMISSIONS_KEY, `call ${listKeyForAddress(banks as ListArea, new URLSearchParams())[0]}`, 'descriptor']);
    expect(asked).toEqual(expect.arrayContaining(['root code', 'guard code', 'shell code', 'area route code', 'list code']));
  });

  it('asks for a record’s screen’s permission check and its record, with its id from the path', async () => {
    await preloadFirstScreen(routes, at('/banks/edit/7'), true).ready;
    expect(asked).toEqual(expect.arrayContaining([`call ${permissionCheckKey(banks.permissions.edit ?? '')[0]}`, `call ${recordKey(banks, { id: '7' })?.[0]}`, 'form code', 'validators banks']));
  });

  it('asks for the home page’s reads and code at the dashboard’s first address once signed in', async () => {
    await preloadFirstScreen(routes, at('/'), true).ready;
    expect(asked).toEqual(expect.arrayContaining(['dashboard/statistics', 'home code', 'shell code']));
    expect(asked).not.toContain('sign-in code');
  });

  it('fetches the sign-in page alone for a signed-out visitor, and nothing of the shell', async () => {
    await preloadFirstScreen(routes, at('/'), false).ready;
    expect(asked).toContain('sign-in code');
    expect(asked).not.toContain('frame code');
    expect(asked).not.toContain(PERMISSIONS_KEY);
    asked.length = 0;
    await preloadFirstScreen(routes, at('/banks/all'), false).ready;
    expect(asked).toEqual([]);
  });
});

describe('linkPreloader', () => {
  it('starts a linked form’s record, permission check and code, not its choices', async () => {
    linkPreloader(routes)('/banks/edit/9');
    await vi.waitFor(() => expect(asked).toContain('form code'));
    expect(asked).toEqual(expect.arrayContaining([`call ${recordKey(banks, { id: '9' })?.[0]}`, 'area route code']));
    expect(asked).not.toContain(PERMISSIONS_KEY);
    expect(asked).not.toContain('shell code');
  });
});
