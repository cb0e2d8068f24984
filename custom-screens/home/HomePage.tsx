import type { ReactNode } from 'react';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Cancel from '@mui/icons-material/Cancel';
import Engineering from '@mui/icons-material/Engineering';
import Groups from '@mui/icons-material/Groups';
import PendingActions from '@mui/icons-material/PendingActions';
import People from '@mui/icons-material/People';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Work from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useSWR from 'swr';
import { formatMoney, LoadError, useSession, useTranslation } from '../../engine';
import { BarsChart } from './BarsChart';
import { ChartCard, ChartCardSkeleton } from './ChartCard';
import { DonutChart } from './DonutChart';
import { StatCard, StatCardSkeleton, type StatTone } from './StatCard';
import { chartSummary, formatCompact, formatCount, isStatisticsAnswer, parseStatistics, shares, type ChartPart, type StatisticKey, type Statistics } from './statistics';
import { STATISTICS_PATH } from './statisticsCall';

interface CardKind {
  key: StatisticKey;
  icon: ReactNode;
  tone: StatTone;
  money?: boolean;
}

const CARDS: readonly CardKind[] = [
  { key: 'employees', icon: <People />, tone: 'primary' },
  { key: 'providers', icon: <Engineering />, tone: 'secondary' },
  { key: 'total_user_app', icon: <Groups />, tone: 'info' },
  { key: 'jobs', icon: <Work />, tone: 'primary' },
  { key: 'job_not_completed', icon: <PendingActions />, tone: 'warning' },
  { key: 'job_finished', icon: <TaskAlt />, tone: 'success' },
  { key: 'job_canceled', icon: <Cancel />, tone: 'error' },
  { key: 'app_commission', icon: <AccountBalanceWallet />, tone: 'secondary', money: true },
];

const JOB_KEYS: readonly StatisticKey[] = ['job_finished', 'job_not_completed', 'job_canceled'];
const USER_KEYS: readonly StatisticKey[] = ['employees', 'providers'];

const cardsGridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  // One column on a phone, as many as fit beyond; never wider than the screen.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))',
} as const;

const chartsGridSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' } as const;

/** The landing page after sign-in: a greeting, the eight statistics and two charts of them. */
export function HomePage() {
  const { data, error, isValidating, mutate } = useSWR<unknown>(STATISTICS_PATH);

  let body: ReactNode;
  // An answer of another shape is a failed read, not eight "no data" cards.
  if (data !== undefined && !isStatisticsAnswer(data)) body = <LoadError error={new Error('unexpected answer')} onRetry={() => void mutate()} />;
  else if (data !== undefined) body = <StatisticsView statistics={parseStatistics(data)} />;
  else if (error !== undefined && !isValidating) body = <LoadError error={error} onRetry={() => void mutate()} />;
  else body = <StatisticsSkeleton />;

  return (
    <Stack spacing={3}>
      <Greeting />
      <Box aria-busy={data === undefined && (isValidating || error === undefined)} data-testid="home-statistics">
        {body}
      </Box>
    </Stack>
  );
}

function Greeting() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Card
      sx={{
        color: 'primary.contrastText',
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.main})`,
        border: 'none',
        px: { xs: 2.5, md: 3 },
        py: { xs: 2, md: 2.5 },
      }}
    >
      <Typography variant="h5" component="h1" data-testid="home-title" sx={{ fontWeight: 700 }}>
        {t('shell.homeTitle')}
      </Typography>
      <Typography sx={{ opacity: 0.9, mt: 0.5 }}>{t('shell.greeting', { name: session?.name ?? '' })}</Typography>
    </Card>
  );
}

function StatisticsView({ statistics }: { statistics: Statistics }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const noData = t('common.noData');

  const show = (value: number | null | undefined, money = false): string => {
    if (value === null || value === undefined) return noData;
    // Money with two decimals, as everywhere in the dashboard; counts as whole numbers.
    return money ? formatMoney(value, language, t('common.currency')) : formatCount(value, language);
  };
  const part = (key: string, label: string, value: number | null | undefined, color: string): ChartPart => ({ key, label, value: value ?? null, text: show(value), color });
  const summaryOf = (title: string, parts: readonly ChartPart[]) =>
    chartSummary(
      title,
      parts.map((p) => `${p.label}: ${p.text}`),
      language,
    );

  const jobs = [
    part('finished', t('home.jobStates.finished'), statistics.job_finished, theme.palette.success.main),
    part('notCompleted', t('home.jobStates.notCompleted'), statistics.job_not_completed, theme.palette.warning.main),
    part('canceled', t('home.jobStates.canceled'), statistics.job_canceled, theme.palette.error.main),
  ];
  const users = [
    part('clients', t('home.userKinds.clients'), statistics.employees, theme.palette.primary.main),
    part('providers', t('home.userKinds.providers'), statistics.providers, theme.palette.secondary.main),
  ];
  const jobShares = shares(jobs);
  const userShares = shares(users);
  const known = users.filter((u) => u.value !== null);
  const userTotal =
    known.length > 0
      ? formatCompact(
          known.reduce((sum, u) => sum + (u.value ?? 0), 0),
          language,
        )
      : noData;
  const jobsTitle = t('home.jobsChart');
  const usersTitle = t('home.usersChart');
  // Figures the admin may not see are left out of the answer: their cards and charts with them.
  const cards = CARDS.filter((card) => card.key in statistics);
  const showJobs = JOB_KEYS.some((key) => key in statistics);
  const showUsers = USER_KEYS.some((key) => key in statistics);

  if (cards.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="home-no-statistics">
        {t('home.noStatistics')}
      </Typography>
    );
  }

  return (
    <Stack spacing={3}>
      <Box component="ul" aria-label={t('home.statisticsTitle')} sx={cardsGridSx}>
        {cards.map((card) => (
          <StatCard
            key={card.key}
            testId={`stat-${card.key}`}
            label={t(`home.stats.${card.key}`)}
            value={show(statistics[card.key], card.money)}
            missing={statistics[card.key] === null}
            icon={card.icon}
            tone={card.tone}
          />
        ))}
      </Box>
      <Box sx={chartsGridSx}>
        {showJobs && (
          <ChartCard title={jobsTitle} testId="jobs-chart">
            <BarsChart parts={jobs} shares={jobShares} summary={summaryOf(jobsTitle, jobs)} testId="jobs-chart-graphic" />
          </ChartCard>
        )}
        {showUsers && (
          <ChartCard title={usersTitle} testId="users-chart" legend={{ parts: users, shares: userShares }}>
            <DonutChart parts={users} shares={userShares} summary={summaryOf(usersTitle, users)} total={userTotal} totalLabel={t('home.chartTotal')} testId="users-chart-graphic" />
          </ChartCard>
        )}
      </Box>
    </Stack>
  );
}

function StatisticsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-testid="home-loading" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Box component="ul" sx={cardsGridSx}>
        {CARDS.map((card) => (
          <StatCardSkeleton key={card.key} />
        ))}
      </Box>
      <Box sx={chartsGridSx}>
        <ChartCardSkeleton />
        <ChartCardSkeleton />
      </Box>
    </Stack>
  );
}
