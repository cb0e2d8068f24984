import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/useTranslation';

/** The digits of a two-factor code (RFC 6238's default, as every authenticator app shows it). */
export const TWO_FACTOR_DIGITS = 6;

export const emptyTwoFactorCode = (): string[] => Array.from({ length: TWO_FACTOR_DIGITS }, () => '');

/** The key as people copy it: groups of four, which apps accept with or without the spaces. */
function grouped(key: string): string {
  return key.replace(/(.{4})/g, '$1 ').trim();
}

/** The QR code an authenticator app scans, and the same key to type where a camera cannot be used. */
export function TwoFactorKey({ svg, secretKey }: { svg: string; secretKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      {/* Drawn as an image (not as markup) so the server's SVG can run nothing in the page. */}
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t('twoFactor.qrAlt')}
        data-testid="two-factor-qr"
        sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1, imageRendering: 'pixelated' }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('twoFactor.secretKey')}
      </Typography>
      <Typography dir="ltr" data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', fontSize: 16, letterSpacing: 1, userSelect: 'all', textAlign: 'center' }}>
        {grouped(secretKey)}
      </Typography>
    </Stack>
  );
}

/** Recovery codes, shown once when made, with a button to copy them all. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {t('twoFactor.recoveryTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('twoFactor.recoveryShownOnce')}
      </Typography>
      <Box
        component="ul"
        dir="ltr"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 1.5,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
          gap: 0.5,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
        }}
      >
        {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
      </Button>
    </Stack>
  );
}

/** The `data` of an answer giving a new key: `{ secretKey, svg }` (Fortify's names). */
export function parseTwoFactorKey(data: Record<string, unknown>): { secretKey: string; svg: string } | null {
  const { secretKey, svg } = data;
  return typeof secretKey === 'string' && typeof svg === 'string' && svg.startsWith('<svg') ? { secretKey, svg } : null;
}

/** The recovery codes of an answer's `data`, or none. */
export function parseRecoveryCodes(data: Record<string, unknown>): string[] {
  const codes = data.recovery_codes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}
