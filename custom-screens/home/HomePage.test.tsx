// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { clearSession, i18n, saveSession, t } from '../../engine';
import { TestProviders } from '../../engine/testing';
import { HomePage } from './HomePage';
import { parseStatistics } from './statistics';

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const STATISTICS = {
  employees: 1200,
  providers: 300,
  total_user_app: 1500,
  jobs: 90,
  job_not_completed: 20,
  job_finished: 60,
  job_canceled: 10,
  app_commission: 4567.5,
};

const count = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
/** The statistics cards, as the list a reader moves through. */
const findCards = async () => within(await screen.findByRole('list', { name: t('home.statisticsTitle') })).getAllByRole('listitem');
/** The figure under a card's label. */
const value = (key: string) => within(screen.getByRole('list', { name: t('home.statisticsTitle') })).getByText(t(`home.stats.${key}`)).nextElementSibling?.textContent;
const chart = (title: string) => screen.queryByRole('region', { name: t(title) });
const graphic = (title: string) => within(chart(title) as HTMLElement).getByRole('img');

function renderHome() {
  return render(
    <TestProviders>
      <HomePage />
    </TestProviders>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  saveSession({ id: 1, token: 'tok', name: 'Sara Admin' });
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows skeletons, then the eight statistics with the commission as money', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: STATISTICS }));
    renderHome();
    // The skeleton is a picture of the cards to come, with nothing a reader could name.
    const skeleton = screen.getByRole('status', { name: t('common.loading') });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toBe('');
    expect(screen.queryByRole('list', { name: t('home.statisticsTitle') })).toBeNull();
    expect(await findCards()).toHaveLength(8);
    const input = fetchStub.mock.calls[0]?.[0];
    expect(new URL(input instanceof Request ? input.url : String(input)).pathname).toBe('/api/v1/dashboard/statistics');

    expect(value('employees')).toBe(count(1200));
    expect(value('providers')).toBe(count(300));
    expect(value('total_user_app')).toBe(count(1500));
    expect(value('jobs')).toBe(count(90));
    expect(value('job_not_completed')).toBe(count(20));
    expect(value('job_finished')).toBe(count(60));
    expect(value('job_canceled')).toBe(count(10));
    expect(value('app_commission')).toBe(`${(4567.5).toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${t('common.currency')}`);
  });

  it('states every number of both charts in their accessible labels', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: STATISTICS }));
    renderHome();
    await screen.findByRole('region', { name: t('home.jobsChart') });
    const jobsLabel = graphic('home.jobsChart').getAttribute('aria-label') ?? '';
    for (const n of [60, 20, 10]) expect(jobsLabel).toContain(count(n));
    const usersLabel = graphic('home.usersChart').getAttribute('aria-label') ?? '';
    expect(usersLabel).toContain(count(1200));
    expect(usersLabel).toContain(count(300));
    // The users' legend is plain text with each share.
    const clients = within(chart('home.usersChart') as HTMLElement)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(t('home.userKinds.clients')));
    expect(clients?.textContent).toBe(`${t('home.userKinds.clients')}${count(1200)}(${t('engine.percent', { value: count(80) })})`);
  });

  it('shows "no data" for non-number values, never NaN', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { employees: 'many', providers: null, total_user_app: [], jobs: '12', job_finished: 3, app_commission: {} } }));
    renderHome();
    await findCards();
    const noData = t('common.noData');
    expect(value('employees')).toBe(noData);
    expect(value('providers')).toBe(noData);
    expect(value('total_user_app')).toBe(noData);
    expect(value('jobs')).toBe(count(12));
    expect(value('job_finished')).toBe(count(3));
    expect(value('app_commission')).toBe(noData);
    expect(document.body.textContent).not.toContain('NaN');
    expect(graphic('home.usersChart').getAttribute('aria-label')).toContain(noData);
  });

  it('shows only the figures the answer gives (those the role may see), and says so when there are none', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { jobs: 10, job_finished: 4, job_not_completed: 5, job_canceled: 1 } }));
    const first = renderHome();
    const cards = await findCards();
    expect(cards.map((card) => card.textContent)).toEqual([
      `${t('home.stats.jobs')}${count(10)}`,
      `${t('home.stats.job_not_completed')}${count(5)}`,
      `${t('home.stats.job_finished')}${count(4)}`,
      `${t('home.stats.job_canceled')}${count(1)}`,
    ]);
    expect(within(chart('home.jobsChart') as HTMLElement).getByRole('heading').textContent).toBe(t('home.jobsChart'));
    for (const n of [4, 5, 1]) expect(graphic('home.jobsChart').getAttribute('aria-label')).toContain(count(n));
    expect(chart('home.usersChart')).toBeNull();
    expect(document.body.textContent).not.toContain(t('home.stats.app_commission'));
    first.unmount();

    fetchStub.mockResolvedValueOnce(json(200, { data: {} }));
    renderHome();
    await screen.findByText(t('home.noStatistics'));
    expect(screen.queryByRole('list', { name: t('home.statisticsTitle') })).toBeNull();
    expect(chart('home.jobsChart')).toBeNull();
  });

  it('shows the load error with a retry that reads again', async () => {
    fetchStub.mockResolvedValueOnce(json(500, { message: 'Server down' }));
    renderHome();
    const retry = await screen.findByRole('button', { name: t('common.retry') });
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    fetchStub.mockResolvedValueOnce(json(200, { data: STATISTICS }));
    fireEvent.click(retry);
    expect(await findCards()).toHaveLength(8);
    expect(value('jobs')).toBe(count(90));
  });
});

describe('HomePage with an answer of another shape', () => {
  it('shows the load error with a retry, not eight "no data" cards', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: 'nope' }));
    renderHome();
    const retry = await screen.findByRole('button', { name: t('common.retry') });
    expect(screen.queryByRole('list', { name: t('home.statisticsTitle') })).toBeNull();
    fetchStub.mockResolvedValueOnce(json(200, { data: STATISTICS }));
    fireEvent.click(retry);
    expect(await findCards()).toHaveLength(8);
  });
});

describe('parseStatistics', () => {
  it('reads numbers and numeric strings, and nothing else', () => {
    expect(parseStatistics(null)).toEqual({});
    expect(parseStatistics({ data: [] })).toEqual({});
    expect(parseStatistics({ data: { jobs: null } })).toEqual({ jobs: null });
    const read = parseStatistics({ data: { jobs: 4, app_commission: '12.50', employees: '1e3', providers: Number.NaN } });
    expect(read.jobs).toBe(4);
    expect(read.app_commission).toBe(12.5);
    expect(read.employees).toBeNull();
    expect(read.providers).toBeNull();
  });
});
