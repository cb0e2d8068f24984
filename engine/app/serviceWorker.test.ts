// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('workbox-window', () => {
  throw new TypeError('Importing a module script failed.');
});

describe('registering the service worker', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('settles quietly when its module cannot load (the page left while it loaded), so no unhandled rejection reaches the page', async () => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { registerServiceWorker } = await import('./serviceWorker');
    const onUpdate = vi.fn();
    await expect(registerServiceWorker(onUpdate, '/dashboard/')).resolves.toBeUndefined();
    expect(onUpdate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('The service worker was not registered', expect.any(Error));
  });
});
