// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { RealtimeIndicator } from './RealtimeIndicator';
import { realtime } from './realtimeClient';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  realtime.stop();
});

function indicator() {
  render(<RealtimeIndicator />);
  return screen.getByRole('img');
}

describe('RealtimeIndicator', () => {
  it('says in words whether live updates are on, coming back or down', () => {
    const dot = indicator();
    act(() => realtime.report('connected'));
    expect(screen.getByRole('img', { name: 'Live updates on' })).toBe(dot);
    act(() => realtime.report('unavailable'));
    expect(dot.getAttribute('aria-label')).toBe('Live updates disconnected, reconnecting…');
    act(() => realtime.report('failed'));
    expect(dot.getAttribute('aria-label')).toBe(i18n.t('live.state.failed'));
  });

  it('shows live updates switched off by VITE_PUSHER_APP_KEY=off', async () => {
    const dot = indicator();
    await act(() => realtime.start(1, 'token', { VITE_PUSHER_APP_KEY: 'off' }));
    expect(dot.getAttribute('aria-label')).toBe('Live updates switched off');
  });

  it('colours its dot by the state with the one style it was first drawn with', () => {
    // A style per state would insert its rules at the first change to that state, and a rule
    // inserted into a long list's page makes the browser restyle every row.
    const dot = indicator().firstElementChild as HTMLElement;
    const classes = new Set<string>([dot.className]);
    const colours = new Set<string>();
    for (const state of ['connected', 'unavailable', 'failed', 'off'] as const) {
      act(() => realtime.report(state));
      classes.add(dot.className);
      colours.add(getComputedStyle(dot).backgroundColor);
    }
    expect([...classes]).toHaveLength(1);
    // Green, amber, red and grey: four colours for four states.
    expect(colours.size).toBe(4);
  });
});
