import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { callKey, type CustomScreenProps, Directed, formatMoney, getPath, LoadError, recordKey, type Row, ScreenHeader, useFormatDate, useTranslation } from '../../engine';
import { AddressMap } from './AddressMap';
import {
  banCount,
  banReasons,
  bookedProducts,
  coordinatesOf,
  firstText,
  PROVIDER_REPORT_PATH,
  PROVIDER_REPORT_ROWS,
  providerQuery,
  type ProviderQuery,
  ratingOf,
  readReportAnswer,
  reportQuery,
  REPORTS_PATH,
  textOf,
} from './reportDetailModel';

const FINISHED = new Set(['finished', 'done']);
const CANCELED = new Set(['canceled', 'cancelled']);

function useMoney() {
  const { t, i18n } = useTranslation();
  return (value: unknown): string | null => {
    const text = textOf(value);
    const n = text === null ? NaN : Number(text);
    return Number.isFinite(n) ? formatMoney(n, i18n.language, t('common.currency')) : text;
  };
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  // Named by its heading, so a screen reader's list of regions reads "Client", "Order", ...
  const heading = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" data-testid={testId} aria-labelledby={heading}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }} id={heading}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface Pair {
  /** Names the value's test id, `report-{name}`. */
  name: string;
  label: string;
  value: ReactNode;
  /** Numbers, phones and codes keep their left-to-right order inside Arabic text. */
  ltr?: boolean;
}

/** Label / value pairs; a missing value reads "no data", never blank. */
function Pairs({ pairs }: { pairs: Pair[] }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' }, columnGap: 3, rowGap: 1.25, m: 0 }}>
      {pairs.map(({ name, label, value, ltr }) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {t(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`report-${name}`}>
            {value === null || value === undefined ? t('common.noData') : ltr ? <bdi dir="ltr">{value}</bdi> : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Picture({ src, alt, testId, size = 160 }: { src: string | null; alt: string; testId: string; size?: number }) {
  const { t } = useTranslation();
  if (!src) {
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {t('common.noData')}
      </Typography>
    );
  }
  return (
    <Box component="a" href={src} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block' }} data-testid={testId}>
      <Box component="img" src={src} alt={alt} loading="lazy" sx={{ display: 'block', maxWidth: '100%', maxHeight: size, borderRadius: 1, objectFit: 'contain', bgcolor: 'action.hover' }} />
    </Box>
  );
}

/** `party` names the test ids: report-{party}-name, report-{party}-phone. */
function Person({ record, party, name, image, phone, extra }: { record: Row; party: string; name: string; image: string; phone: string; extra?: Pair }) {
  const { t } = useTranslation();
  const who = textOf(getPath(record, name));
  const picture = textOf(getPath(record, image));
  const number = textOf(getPath(record, phone));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={picture ?? undefined} alt={who ?? ''} sx={{ width: 56, height: 56 }} data-testid={`report-${party}-avatar`}>
          {who?.charAt(0)}
        </Avatar>
        <Typography sx={{ fontWeight: 600 }} data-testid={`report-${party}-name`}>
          {who ? <Directed dir="auto">{who}</Directed> : t('common.noData')}
        </Typography>
      </Stack>
      <Pairs pairs={[{ name: `${party}-phone`, label: 'common.phone', value: number, ltr: true }, ...(extra ? [extra] : [])]} />
    </Stack>
  );
}

function ProductsTable({ record }: { record: Row }) {
  const { t } = useTranslation();
  const money = useMoney();
  const products = bookedProducts(record);
  return (
    <Stack spacing={2}>
      <Pairs
        pairs={[
          { name: 'products-qty', label: 'reportDetail.productsCount', value: textOf(getPath(record, 'booking_product.qty')), ltr: true },
          { name: 'products-total', label: 'reportDetail.productsTotal', value: money(getPath(record, 'booking_product.total')) },
        ]}
      />
      <TableContainer>
        <Table size="small" data-testid="report-products-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('common.serial')}</TableCell>
              <TableCell>{t('reportDetail.productImage')}</TableCell>
              <TableCell>{t('reportDetail.product')}</TableCell>
              <TableCell>{t('reportDetail.quantity')}</TableCell>
              <TableCell>{t('reportDetail.unitPrice')}</TableCell>
              <TableCell>{t('reportDetail.lineTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {t('common.noData')}
                </TableCell>
              </TableRow>
            ) : (
              products.map((product, index) => (
                <TableRow key={product.key} data-testid="report-product-row">
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    <Avatar variant="rounded" src={product.image ?? undefined} alt={product.name ?? ''} sx={{ width: 44, height: 44 }}>
                      {product.name?.charAt(0)}
                    </Avatar>
                  </TableCell>
                  <TableCell>{product.name ?? t('common.noData')}</TableCell>
                  <TableCell>{product.qty ?? t('common.noData')}</TableCell>
                  <TableCell>{money(product.price) ?? t('common.noData')}</TableCell>
                  <TableCell>{money(product.total) ?? t('common.noData')}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function RatingBlock({ record }: { record: Row }) {
  const { t } = useTranslation();
  const rating = ratingOf(record);
  if (!rating) {
    return (
      <Typography color="text.secondary" data-testid="report-not-rated">
        {t('reportDetail.notRated')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} data-testid="report-rating">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={rating.value} precision={0.5} readOnly aria-label={t('engine.stars', { value: rating.value })} />
        <Typography variant="body2" color="text.secondary">
          {t('engine.stars', { value: rating.value })}
        </Typography>
      </Stack>
      <Pairs pairs={[{ name: 'rate-comment', label: 'reportDetail.comment', value: rating.comment }]} />
    </Stack>
  );
}

/** Every section of one order, as the financial report shows it. */
function OrderDetail({ order }: { order: Row }) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDate = useFormatDate();
  const bookingDate = textOf(getPath(order, 'booking_date'));
  const status = textOf(getPath(order, 'booking_status')) ?? '';
  const type = textOf(getPath(order, 'booking_type'));
  const isProduct = type === 'product';
  const bans = banCount(order);
  const reasons = banReasons(order);
  const totalWithTax = money(getPath(order, 'total_price_with_tax'));

  return (
    <Stack spacing={2}>
      <Section title={t('reportDetail.sections.order')} testId="report-section-order">
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <Chip
            label={firstText(order, 'booking_status_trans', 'booking_status') ?? t('common.noData')}
            color={CANCELED.has(status) ? 'error' : FINISHED.has(status) ? 'success' : 'info'}
            variant="outlined"
            data-testid="report-status"
          />
        </Stack>
        <Pairs
          pairs={[
            { name: 'id', label: 'reportDetail.number', value: textOf(getPath(order, 'id')), ltr: true },
            { name: 'type', label: 'reportDetail.type', value: firstText(order, 'booking_type_trans', 'booking_type') },
            { name: 'date', label: 'reportDetail.date', value: bookingDate === null ? null : formatDate(bookingDate) },
            { name: 'time', label: 'reportDetail.time', value: textOf(getPath(order, 'booking_time')), ltr: true },
            { name: 'payment', label: 'reportDetail.paymentMethod', value: firstText(order, 'payment_method_trans', 'payment_method') },
          ]}
        />
      </Section>

      {isProduct ? (
        <Section title={t('reportDetail.sections.products')} testId="report-section-products">
          <ProductsTable record={order} />
        </Section>
      ) : (
        <Section title={t('reportDetail.sections.service')} testId="report-section-service">
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' }, alignItems: 'start' }}>
            <Pairs
              pairs={[
                { name: 'service-type', label: 'reportDetail.serviceType', value: textOf(getPath(order, 'service_type')) },
                { name: 'service', label: 'reportDetail.service', value: textOf(getPath(order, 'service')) },
                { name: 'service-price', label: 'reportDetail.servicePrice', value: money(getPath(order, 'service_price')) },
                { name: 'execution-time', label: 'reportDetail.executionTime', value: textOf(getPath(order, 'service_execution_time')), ltr: true },
              ]}
            />
            <Picture src={textOf(getPath(order, 'service_image'))} alt={textOf(getPath(order, 'service')) ?? ''} testId="report-service-image" />
          </Box>
        </Section>
      )}

      <Section title={t('reportDetail.sections.car')} testId="report-section-car">
        <Pairs
          pairs={[
            { name: 'car-model', label: 'reportDetail.carModel', value: textOf(getPath(order, 'car_model')) },
            { name: 'car-category', label: 'reportDetail.carCategory', value: textOf(getPath(order, 'car_category')) },
            { name: 'car-number', label: 'reportDetail.carNumber', value: textOf(getPath(order, 'car_number')), ltr: true },
            { name: 'car-color', label: 'reportDetail.carColor', value: textOf(getPath(order, 'car_color')) },
          ]}
        />
      </Section>

      <Section title={t('reportDetail.sections.address')} testId="report-section-address">
        <Stack spacing={2}>
          <Pairs
            pairs={[
              { name: 'region', label: 'reportDetail.region', value: textOf(getPath(order, 'address_client.region_name')) },
              { name: 'city', label: 'reportDetail.city', value: textOf(getPath(order, 'address_client.city_name')) },
              { name: 'town', label: 'reportDetail.town', value: textOf(getPath(order, 'address_client.town_name')) },
              { name: 'address', label: 'reportDetail.address', value: textOf(getPath(order, 'address')) },
            ]}
          />
          <AddressMap coordinates={coordinatesOf(order)} />
        </Stack>
      </Section>

      <Section title={t('reportDetail.sections.prices')} testId="report-section-prices">
        <Pairs
          pairs={[
            { name: 'total-without-tax', label: 'reportDetail.totalWithoutTax', value: money(getPath(order, 'total_price_without_tax')) },
            { name: 'tax', label: 'reportDetail.tax', value: money(getPath(order, 'tax')) },
            { name: 'delivery-price', label: 'reportDetail.deliveryPrice', value: money(getPath(order, 'delivery_price')) },
            {
              name: 'total-with-tax',
              label: 'reportDetail.totalWithTax',
              value: totalWithTax && (
                <Box component="strong" sx={{ fontWeight: 700 }}>
                  {totalWithTax}
                </Box>
              ),
            },
          ]}
        />
      </Section>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={t('reportDetail.sections.client')} testId="report-section-client">
          <Person
            record={order}
            name="client"
            image="client_image"
            phone="client_number"
            party="client"
            extra={{ name: 'client-type', label: 'reportDetail.clientType', value: textOf(getPath(order, 'client_type')) }}
          />
        </Section>
        <Section title={t('reportDetail.sections.driver')} testId="report-section-driver">
          <Person record={order} party="driver" name="driver_name" image="driver_image" phone="driver_number" />
        </Section>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={t('reportDetail.sections.rating')} testId="report-section-rating">
          <RatingBlock record={order} />
        </Section>
        <Section title={t('reportDetail.sections.bookingImage')} testId="report-section-image">
          <Picture src={textOf(getPath(order, 'booking_image'))} alt={t('reportDetail.sections.bookingImage')} testId="report-booking-image" size={240} />
        </Section>
      </Box>

      {bans > 0 && (
        <Section title={t('reportDetail.sections.banReasons')} testId="report-section-bans">
          <Alert severity="warning" sx={{ mb: reasons.length > 0 ? 2 : 0 }}>
            {t('reportDetail.banCount', { value: bans })}
          </Alert>
          {reasons.length > 0 ? (
            <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
              {reasons.map((item) => (
                <li key={item.id} data-testid="report-ban-reason">
                  {item.reason}
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('common.noData')}</Typography>
          )}
        </Section>
      )}
    </Stack>
  );
}

function NoMatch() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      data-testid="report-no-match"
      action={
        <Button component={Link} to={REPORTS_PATH} color="inherit" size="small">
          {t('reportDetail.backToReports')}
        </Button>
      }
    >
      <AlertTitle>{t('reportDetail.noMatchTitle')}</AlertTitle>
      {t('reportDetail.noMatchText')}
    </Alert>
  );
}

/** A report row's provider: the same name, phone and sums as the row, and their orders. */
function ProviderDetail({ query }: { query: ProviderQuery }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, error, isValidating, mutate } = useSWR<unknown>(callKey(PROVIDER_REPORT_PATH, { type: query.type, provider_id: query.provider_id }));
  const parsed = data === undefined ? null : readReportAnswer(data, { rows: PROVIDER_REPORT_ROWS });
  const title = query.type === 'finished' ? 'financialReports.finishedTitle' : 'financialReports.uncompletedTitle';
  const back = query.type === 'finished' ? REPORTS_PATH : '/financial-not-finished-reports/all';
  let content: ReactNode;
  if (parsed === null) {
    content = <Pending error={error} settled={!isValidating} onRetry={() => void mutate()} />;
  } else if (!parsed.ok) content = <LoadError error={new Error(`unexpected answer (${parsed.problem})`)} onRetry={() => void mutate()} />;
  else if (!parsed.value) content = <NoMatch />;
  else {
    const row = parsed.value;
    const pay = Number(getPath(row, 'total_jobs_salary'));
    const tax = Number(getPath(row, 'total_tax'));
    // The orders the row counted: finished ones, or those still under way (is_finished=0 leaves the canceled out).
    const orders = `/orders/all?page=1&providerId=${query.provider_id}&is_finished=${query.type === 'finished' ? 1 : 0}`;
    content = (
      <Section title={t(title)} testId="report-section-provider">
        <Pairs
          pairs={[
            { name: 'provider-name', label: 'financialReports.providerName', value: textOf(getPath(row, 'provider_applicant.name')) },
            { name: 'provider-phone', label: 'common.phone', value: textOf(getPath(row, 'provider_applicant.phone')), ltr: true },
            {
              name: 'provider-amount',
              label: query.type === 'finished' ? 'financialReports.finishedAmount' : 'financialReports.uncompletedAmount',
              value: money(getPath(row, 'total_jobs_salary')),
            },
            { name: 'provider-tax', label: 'financialReports.vat', value: money(getPath(row, 'total_tax')) },
            { name: 'provider-total', label: 'reportDetail.totalWithTax', value: Number.isFinite(pay + tax) ? money(Math.round((pay + tax) * 100) / 100) : null },
            { name: 'provider-count', label: 'financialReports.count', value: textOf(getPath(row, 'count')), ltr: true },
          ]}
        />
        <Button component={Link} to={orders} variant="outlined" sx={{ mt: 2 }} data-testid="report-provider-orders" data-pdf-ignore>
          {t('financialReports.showOrders')}
        </Button>
      </Section>
    );
  }
  return (
    <Box>
      <ScreenHeader title={t('financialReports.details')} breadcrumbs={[{ label: t(title), to: back }, { label: t('financialReports.details') }]}>
        <Button component={Link} to={back} data-pdf-ignore>
          {t('reportDetail.backToReports')}
        </Button>
      </ScreenHeader>
      {content}
    </Box>
  );
}

/**
 * A financial report row's detail (`provider_id` and `type`: the provider's sums, read from the
 * report itself), or one order found by driver, status and order type in the page query (the
 * report-details endpoint answers a list; its first row is the order).
 */
/** Before an answer: its failure with a retry once the read has settled, a spinner until then. */
function Pending({ error, settled, onRetry }: { error: unknown; settled: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error !== undefined && settled) return <LoadError error={error} onRetry={onRetry} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={t('common.loading')}>
      <CircularProgress />
    </Box>
  );
}

export function ReportDetailScreen(props: CustomScreenProps) {
  const [searchParams] = useSearchParams();
  const provider = providerQuery(searchParams);
  return provider ? <ProviderDetail query={provider} /> : <OrderReportDetail {...props} />;
}

function OrderReportDetail({ area }: CustomScreenProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const query = reportQuery(searchParams);
  const { data, error, isValidating, mutate } = useSWR<unknown>(query ? recordKey(area, query) : null);
  const parsed = data === undefined ? null : readReportAnswer(data, area.response);
  const order = parsed?.ok ? parsed.value : null;
  const id = order ? textOf(getPath(order, 'id')) : null;
  const heading = id ? t('reportDetail.titleWithId', { id }) : t('reportDetail.title');

  const header = (
    <ScreenHeader title={heading} breadcrumbs={[{ label: t('financialReports.finishedTitle'), to: REPORTS_PATH }, { label: heading }]}>
      <Button component={Link} to={REPORTS_PATH} data-pdf-ignore>
        {t('reportDetail.backToReports')}
      </Button>
    </ScreenHeader>
  );

  let content: ReactNode;
  if (!area.api.show) content = <Alert severity="error">{t('engine.areaBroken')}</Alert>;
  else if (!query) content = <NoMatch />;
  else if (parsed === null) {
    content = <Pending error={error} settled={!isValidating} onRetry={() => void mutate()} />;
  } else if (!parsed.ok) content = <LoadError error={new Error(`unexpected answer (${parsed.problem})`)} onRetry={() => void mutate()} />;
  else content = order ? <OrderDetail order={order} /> : <NoMatch />;

  return (
    <Box>
      {header}
      {content}
    </Box>
  );
}
