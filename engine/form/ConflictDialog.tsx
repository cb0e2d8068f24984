import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Choice, FieldStatus } from './conflicts';
import { ConflictChoice } from './ConflictChoice';

export interface ConflictRow {
  field: string;
  label: string;
  status: FieldStatus;
  theirs: string;
  mine: string;
}

interface ConflictDialogProps {
  rows: readonly ConflictRow[];
  /** The first choices: theirs where only they changed a field, mine where both did. */
  initial: Readonly<Record<string, Choice>>;
  /** The choices to save with, or null to go back to the form without saving. */
  onResolve: (choices: Record<string, Choice> | null) => void;
}

/** Shows the fields another admin changed since the form opened and lets the admin choose, field by field. */
export function ConflictDialog({ rows, initial, onResolve }: ConflictDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [choices, setChoices] = useState<Record<string, Choice>>(() => ({ ...initial }));
  const all = (choice: Choice) => Object.fromEntries(rows.map((row) => [row.field, choice]));
  const choose = (field: string, choice: Choice) => setChoices((previous) => ({ ...previous, [field]: choice }));
  return (
    <Dialog open onClose={() => onResolve(null)} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="conflict-title" aria-describedby="conflict-text" data-testid="conflict-dialog">
      <DialogTitle id="conflict-title">{t('engine.conflictTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text" sx={{ mb: 2 }}>
          {t('engine.conflictText')}
        </DialogContentText>
        {phone ? (
          // On a phone each field is a block of its own: four columns would break the words.
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {rows.map((row) => (
              <Box key={row.field} data-testid={`conflict-${row.field}`} data-status={row.status}>
                <Typography variant="subtitle2" component="h3">
                  {row.label}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                  {t('engine.conflictTheirs')}: {row.theirs}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                  {t('engine.conflictMine')}: {row.mine}
                </Typography>
                <ConflictChoice label={row.label} status={row.status} value={choices[row.field] ?? 'mine'} onChange={(choice) => choose(row.field, choice)} row />
              </Box>
            ))}
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('engine.conflictField')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('engine.conflictTheirs')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('engine.conflictMine')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('engine.conflictChoice')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.field} data-testid={`conflict-${row.field}`} data-status={row.status}>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word' }}>{row.theirs}</TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word' }}>{row.mine}</TableCell>
                    <TableCell>
                      <ConflictChoice label={row.label} status={row.status} value={choices[row.field] ?? 'mine'} onChange={(choice) => choose(row.field, choice)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onResolve(null)}>{t('common.cancel')}</Button>
        <Button onClick={() => onResolve(all('mine'))} variant="outlined" data-testid="conflict-all-mine">
          {t('engine.conflictKeepAllMine')}
        </Button>
        <Button onClick={() => onResolve(all('theirs'))} variant="outlined" data-testid="conflict-all-theirs">
          {t('engine.conflictTakeAllTheirs')}
        </Button>
        <Button onClick={() => onResolve(choices)} variant="contained" autoFocus data-testid="conflict-save">
          {t('engine.conflictSaveMerged')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
