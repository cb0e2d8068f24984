import { useTranslation } from '../i18n/useTranslation';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { Area } from '../descriptor/descriptor.types';
import { hasList, listPath } from '../descriptor/areaModel';
import type { Row } from '../data/envelope';
import { recordGone, useRecord } from '../data/useRecord';
import { renderCell } from '../registries/cells/renderCell';
import { conditionHolds } from '../descriptor/valueMatches';
import { RecordPending } from '../screens/RecordPending';
import { RecordScreenHeader } from '../screens/RecordScreenHeader';
import { useLiveRecord } from '../realtime/useLiveRecord';
import { RESTORE_SCROLL, useListReturnPath } from '../screens/listReturn';
import { useEditLink } from './useEditLink';
import { HistorySection } from '../history/HistorySection';
import { RESTORE_STATE } from '../history/historyModel';
import { useRecordHistory } from '../history/useRecordHistory';

function Sections({ area, record }: { area: Area; record: Row }) {
  const { t } = useTranslation();
  return (
    <>
      {(area.show?.sections ?? [])
        .filter((section) => !(section.hiddenWhen && conditionHolds(record, section.hiddenWhen)))
        .map((section, index) => (
          <Paper key={section.title ?? index} variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} component="section">
            {section.title && (
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t(section.title)}
              </Typography>
            )}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
              {section.fields.map((field) => (
                <Box key={field.field + field.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
                    {t(field.label)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`show-${field.field}`}>
                    {renderCell(field, record, { mode: 'show' })}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
    </>
  );
}

/** The generic read-only show screen of an area. */
export function ShowScreen({ area }: { area: Area }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Opened from its list: back to the same page, filters, order and scroll.
  const returnPath = useListReturnPath(hasList(area) ? listPath(area) : '');
  // The address may carry what the show call needs besides the id (?user_name=).
  const record = useRecord(area, { ...Object.fromEntries(searchParams), id });
  const live = useLiveRecord(area, id, { data: record.answer, reload: record.reload });
  const edit = useEditLink(area, id);
  const history = useRecordHistory(area, id);

  return (
    <Box>
      <RecordScreenHeader area={area} kind="show" id={id} answer={record.answer}>
        {edit && !recordGone(record.state) && (
          <Button component={Link} to={edit.to} state={edit.state} variant="contained" startIcon={<EditIcon />} data-testid="show-edit">
            {t('engine.edit')}
          </Button>
        )}
        {/* An area without a list of its own (a request opened from another list) goes back where it came from. */}
        {hasList(area) ? (
          <Button component={Link} to={returnPath} state={RESTORE_SCROLL}>
            {t('common.back')}
          </Button>
        ) : (
          <Button onClick={() => navigate(-1)}>{t('common.back')}</Button>
        )}
      </RecordScreenHeader>
      {live.notice}
      {record.state.status === 'ready' ? <Sections area={area} record={record.state.record} /> : <RecordPending record={record} />}
      {/* A deleted record's history still says who deleted it, and when. */}
      {(record.state.status === 'ready' || (recordGone(record.state) && history.status === 'ready' && history.entries.length > 0)) && (
        <HistorySection
          area={area}
          history={history}
          // Earlier values are put back through the edit form, where the usual save and its conflict check apply.
          {...(edit && record.state.status === 'ready'
            ? { onRestore: (request) => navigate(edit.to, { state: { ...(edit.state && typeof edit.state === 'object' ? edit.state : {}), [RESTORE_STATE]: request } }) }
            : {})}
        />
      )}
    </Box>
  );
}

export default ShowScreen;
