import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  type CustomScreenProps,
  Directed,
  formatMoney,
  getPath,
  listPath,
  RecordPending,
  type Row,
  ScreenHeader,
  useFormatDate,
  useRecord,
  type TextDirection,
  useTranslation,
  valueDirection,
} from '../../engine';

function text(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return typeof value === 'object' ? null : String(value);
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type Kind = 'date' | 'money';

function inDirection(value: string | null, dir: TextDirection | undefined): ReactNode {
  if (value === null) return null;
  return dir ? <Directed dir={dir}>{value}</Directed> : value;
}

function formatted(value: string | null, kind: Kind | undefined, language: string, currency: string, formatDate: (value: unknown) => string): string | null {
  if (value === null || !kind) return value;
  if (kind === 'date') return formatDate(value);
  const n = Number(value);
  return Number.isFinite(n) ? formatMoney(n, language, currency) : value;
}

/**
 * Label / value pairs; a missing value reads "no data", never blank. A value in the other script
 * keeps its own direction inside its line, and its place beside its label.
 */
function Pairs({ record, fields }: { record: Row; fields: [label: string, path: string, kind?: Kind][] }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' }, columnGap: 3, rowGap: 1.25, m: 0 }}>
      {fields.map(([label, path, kind]) => (
        <Box key={path} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {t(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`order-${path}`}>
            {inDirection(formatted(text(getPath(record, path)), kind, i18n.language, t('common.currency'), formatDate), kind ? undefined : valueDirection(path)) ?? t('common.noData')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Person({ record, base, imageField }: { record: Row; base: string; imageField: string }) {
  const { t } = useTranslation();
  const name = text(getPath(record, `${base}.name`));
  const image = text(getPath(record, `${base}.${imageField}`));
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={image ?? undefined} alt={name ?? ''} sx={{ width: 56, height: 56 }}>
        {name?.charAt(0)}
      </Avatar>
      <Typography>{name ? <Directed dir="auto">{name}</Directed> : t('common.noData')}</Typography>
    </Stack>
  );
}

function RatingBlock({ record, path, title }: { record: Row; path: string; title: string }) {
  const { t } = useTranslation();
  const value = Number(getPath(record, `${path}.rate_number`));
  const comment = text(getPath(record, `${path}.comment`));
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary">
        {t(title)}
      </Typography>
      {Number.isFinite(value) && value > 0 ? (
        <>
          <Rating value={value} precision={0.5} readOnly aria-label={t('engine.stars', { value })} />
          <Typography variant="body2">{comment ?? ''}</Typography>
        </>
      ) : (
        <Typography variant="body2">{t('common.noData')}</Typography>
      )}
    </Box>
  );
}

const FINISHED = new Set(['finished', 'done']);
const CANCELED = new Set(['canceled', 'cancelled']);

/** The order (job) detail: every section of the spec, some only in the states they belong to. */
export function OrderDetailScreen({ area }: CustomScreenProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const record = useRecord(area, { id });
  const title = t('orders.detailTitle', { id: id ?? '' });
  const header = (
    <ScreenHeader title={title} breadcrumbs={[{ label: t(area.title), to: listPath(area) }, { label: title }]}>
      <Button component={Link} to={listPath(area)}>
        {t('common.back')}
      </Button>
    </ScreenHeader>
  );

  if (record.state.status !== 'ready') {
    return (
      <Box>
        {header}
        <RecordPending record={record} />
      </Box>
    );
  }
  const order = record.state.record;
  const status = String(getPath(order, 'status') ?? '');
  const finished = FINISHED.has(status);
  const canceled = CANCELED.has(status);
  const invoice = text(getPath(order, 'invoice'));
  const tasks = getPath(order, 'requirement');

  return (
    <Box>
      {header}
      <Stack spacing={2}>
        <Section title={t('orders.sections.order')} testId="order-section-order">
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
            <Chip label={text(getPath(order, 'status_trans')) ?? status} color={canceled ? 'error' : finished ? 'success' : 'info'} variant="outlined" />
            {finished && invoice && (
              <Button href={invoice} target="_blank" rel="noopener noreferrer" startIcon={<DownloadIcon />} variant="contained" size="small" data-testid="order-invoice">
                {t('orders.invoice')}
              </Button>
            )}
          </Stack>
          <Pairs
            record={order}
            fields={[
              ['orders.number', 'id'],
              ['orders.createdAt', 'created_at', 'date'],
            ]}
          />
        </Section>
        <Section title={t('orders.sections.job')} testId="order-section-job">
          <Pairs
            record={order}
            fields={[
              ['orders.jobTitle', 'info.job_title.name'],
              ['orders.specialist', 'info.job_title.specialist.name'],
              // Values in words: the server's translated label (`*_trans`), never the stored code.
              ['orders.experience', 'info.experience_trans'],
              ['orders.jobType', 'info.job_type.name'],
              ['orders.workSpace', 'info.work_space_trans'],
              ['orders.location', 'info.location'],
              ['orders.fromDate', 'info.from_date', 'date'],
              ['orders.toDate', 'info.to_date', 'date'],
              ['orders.fromHour', 'info.from_hour'],
              ['orders.toHour', 'info.to_hour'],
              ['orders.dailyHours', 'info.daily_hour'],
              ['orders.totalHours', 'info.total_working_hour'],
            ]}
          />
        </Section>
        <Section title={t('orders.sections.tasks')} testId="order-section-tasks">
          {Array.isArray(tasks) && tasks.length > 0 ? (
            <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
              {tasks.map((task, i) => (
                <li key={i}>{text(getPath(task, 'title')) ?? text(task) ?? '-'}</li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('common.noData')}</Typography>
          )}
        </Section>
        <Section title={t('orders.sections.salary')} testId="order-section-salary">
          <Pairs
            record={order}
            fields={[
              ['orders.salaryPerHour', 'budgets.salary_per_hour', 'money'],
              ['orders.totalWithoutTax', 'budgets.total_without_tax', 'money'],
              ['orders.tax', 'budgets.tax', 'money'],
              ['orders.finalSalary', 'budgets.final_salary', 'money'],
            ]}
          />
        </Section>
        {canceled && (
          <Section title={t('orders.sections.cancellation')} testId="order-section-cancellation">
            <Pairs
              record={order}
              fields={[
                ['orders.cancelReason', 'who_canceled.reason'],
                ['orders.canceledBy', 'who_canceled.canceled_by_trans'],
              ]}
            />
          </Section>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title={t('orders.sections.provider')} testId="order-section-provider">
            <Person record={order} base="provider" imageField="logo" />
          </Section>
          <Section title={t('orders.sections.employee')} testId="order-section-employee">
            <Person record={order} base="employee" imageField="avatar" />
          </Section>
        </Box>
        {finished && (
          <Section title={t('orders.sections.ratings')} testId="order-section-ratings">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <RatingBlock record={order} path="rate_by_provider" title="orders.rateByProvider" />
              <RatingBlock record={order} path="rate_by_employee" title="orders.rateByEmployee" />
            </Box>
          </Section>
        )}
      </Stack>
    </Box>
  );
}
