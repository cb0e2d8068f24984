// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '../../engine';
import { json, normalizeDescriptor, renderScreen } from '../../engine/testing';
import { OrderDetailScreen } from './OrderDetailScreen';

const area = normalizeDescriptor('area', {
  $schema: '../engine/schema/descriptor.schema.json',
  kind: 'area',
  area: 'orders',
  route: 'orders',
  title: 'orders.title',
  custom: { show: 'orderDetail' },
  permissions: {},
  api: { list: { path: 'dashboard/jobs/get-jobs' }, show: { path: 'dashboard/jobs/job-details/{id}' } },
});

// A canceled order as the server answers it in Arabic: codes beside their translated labels.
const order = {
  id: 12,
  status: 'canceled',
  status_trans: 'ملغي',
  created_at: '2026-03-01T10:00:00Z',
  info: {
    job_title: { id: 1, name: 'سباك', specialist: { id: 2, name: 'صيانة' } },
    experience: 'professional',
    experience_trans: 'محترف',
    job_type: { id: 3, name: 'دوام جزئي' },
    work_space: 1,
    work_space_trans: 'في موقع العميل',
    location: 'الرياض',
    from_date: '2026-03-02',
    to_date: '2026-03-03',
    from_hour: '08:00',
    to_hour: '12:00',
    daily_hour: 4,
    total_working_hour: 8,
  },
  requirement: [],
  budgets: { salary_per_hour: 50, total_without_tax: 400, tax_rate: 15, tax: 60, final_salary: 460 },
  who_canceled: { reason: 'تغيرت الخطة', canceled_by: 'provider', canceled_by_trans: 'مقدم الخدمة' },
  provider: { name: 'شركة المدار', logo: null },
  employee: { name: 'سارة', avatar: null },
  invoice: null,
};

beforeEach(async () => {
  await i18n.changeLanguage('ar');
  vi.stubGlobal('fetch', async () => json({ data: order }));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The section a reader finds by its heading. */
const section = (title: string) => screen.getByRole('heading', { name: i18n.t(title) }).closest('section') as HTMLElement;

describe('OrderDetailScreen', () => {
  it('shows values in words, the job type and the VAT line, never the raw codes', async () => {
    renderScreen(<OrderDetailScreen area={area} kind="show" />, { url: '/orders/show/12', path: '/orders/show/:id' });
    await screen.findByRole('heading', { name: i18n.t('orders.sections.job') });
    const job = section('orders.sections.job').textContent ?? '';
    expect(job).toContain('محترف');
    expect(job).toContain('دوام جزئي');
    expect(job).toContain('في موقع العميل');
    expect(job).not.toMatch(/professional|unspecified|graduate/);
    const salary = section('orders.sections.salary');
    expect(within(salary).getByText(i18n.t('orders.tax'), { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/60/);
    const cancellation = section('orders.sections.cancellation').textContent ?? '';
    expect(cancellation).toContain('مقدم الخدمة');
    expect(cancellation).not.toContain('provider');
  });
});
