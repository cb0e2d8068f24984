import { useState, type FormEvent, type ReactNode } from 'react';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import useSWR from 'swr';
import {
  answerMessage,
  apiRequest,
  PHONE_MAX_LENGTH,
  LoadError,
  readImageFile,
  trimValues,
  updateSession,
  useFilePick,
  userInitials,
  useRuleSubmit,
  useSession,
  useSnackbar,
  useTranslation,
} from '../../engine';
import {
  initialProfileValues,
  needsCurrentPassword,
  parseProfile,
  profilePath,
  profilePayload,
  profileRuleValues,
  PROFILE_FIELDS,
  profileRules,
  UPDATE_PROFILE_PATH,
  type Profile,
  type ProfileField,
  type ProfileValues,
} from './profileForm';
import { TwoFactorSection } from './TwoFactorSection';

const TITLE_ID = 'profile-dialog-title';

/** A test id for a slot whose props type does not list data attributes. */
function testId(id: string): Record<string, string> {
  return { 'data-testid': id };
}

interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the closing animation is over (the opener takes the focus back). */
  onExited?: () => void;
}

/**
 * The admin's own profile: read fresh on every opening, edited and saved as multipart.
 * The opener mounts it for one opening and drops it after `onExited`.
 */
export function ProfileDialog({ open, onClose, onExited }: ProfileDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const session = useSession();
  const key = session ? profilePath(session.id) : null;
  const { data, error, isValidating, mutate } = useSWR<unknown>(key);

  // The form starts from a fresh read (not a cached one) and, once shown, stays up.
  const [shown, setShown] = useState(false);
  if (!shown && data !== undefined && !isValidating) setShown(true);
  const profile = data === undefined ? null : parseProfile(data);

  let content: ReactNode;
  if (shown && profile) {
    content = (
      <ProfileForm
        profile={profile}
        onCancel={onClose}
        onSaved={(answer) => {
          if (key && parseProfile(answer)) void mutate(answer, { revalidate: false });
          onClose();
        }}
      />
    );
  } else if (isValidating || (data === undefined && error === undefined)) {
    content = <ProfileSkeleton />;
  } else {
    content = (
      <>
        <DialogContent>
          <LoadError error={error ?? null} onRetry={() => void mutate()} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogActions>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={TITLE_ID}
      data-testid="profile-dialog"
      slotProps={{ transition: { onExited: () => onExited?.() } }}
    >
      <DialogTitle id={TITLE_ID}>{t('profile.title')}</DialogTitle>
      {content}
    </Dialog>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <DialogContent data-testid="profile-loading" aria-busy="true" role="status" aria-label={t('common.loading')}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Skeleton variant="rounded" width="100%" height={56} />
        <Skeleton variant="rounded" width="100%" height={56} />
        <Skeleton variant="rounded" width="100%" height={56} />
      </Stack>
    </DialogContent>
  );
}

function focusProfileField(field: string): void {
  document.getElementById(`profile-${field}`)?.focus();
}

interface ProfileFormProps {
  profile: Profile;
  onCancel: () => void;
  onSaved: (answer: unknown) => void;
}

function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<ProfileValues>(() => initialProfileValues(profile));
  const submitter = useRuleSubmit(profileRules, focusProfileField);
  const invalid = submitter.invalidField as ProfileField | null;
  const sending = submitter.sending;

  const set = <F extends keyof ProfileValues>(field: F, value: ProfileValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    submitter.clearInvalid(field);
  };

  const { input, pick } = useFilePick(readImageFile, { type: 'VALIDATION.imageType', size: 'VALIDATION.imageSize' }, (dataUrl) => set('profile_image', dataUrl));

  const save = (event: FormEvent) => {
    event.preventDefault();
    // Passwords are sent as typed: the current one must match the stored one exactly.
    const trimmed = { ...trimValues(values), current_password: values.current_password };
    void submitter.submit(trimmed, {
      checked: profileRuleValues(profile, trimmed),
      order: PROFILE_FIELDS,
      send: async () => {
        const body = profilePayload(trimmed, needsCurrentPassword(profile, trimmed));
        const answer = await apiRequest({ method: 'POST', path: UPDATE_PROFILE_PATH, body });
        const saved = parseProfile(answer);
        updateSession(saved ? { name: saved.name, email: saved.email, avatar: saved.avatar } : { name: trimmed.name, email: trimmed.email });
        enqueueSnackbar(answerMessage(answer) ?? t('messages.editedSuccessfully'), { variant: 'success' });
        onSaved(answer);
      },
    });
  };

  const preview = values.profile_image ? values.profile_image.replace(/;name=[^;,]*/, '') : profile.avatar;
  const askCurrentPassword = needsCurrentPassword(profile, values);

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Avatar
              src={preview ?? undefined}
              alt={values.name}
              data-testid="profile-avatar"
              sx={{
                width: 88,
                height: 88,
                fontSize: 32,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                outline: invalid === 'profile_image' ? 2 : 0,
                outlineColor: 'error.main',
              }}
            >
              {userInitials(values.name)}
            </Avatar>
            <Button component="label" variant="outlined" size="small" startIcon={<PhotoCamera />} disabled={sending}>
              {preview ? t('engine.changeImage') : t('engine.chooseImage')}
              <input
                id="profile-profile_image"
                ref={input}
                hidden
                type="file"
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                aria-describedby="profile-image-hint"
                data-testid="profile-image-input"
                onChange={(event) => void pick(event.target.files?.[0])}
              />
            </Button>
            <Typography id="profile-image-hint" variant="caption" color="text.secondary">
              {t('profile.imageHint')}
            </Typography>
          </Stack>

          <TextField
            id="profile-name"
            name="name"
            label={t('common.name')}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={invalid === 'name'}
            required
            autoComplete="name"
            slotProps={{ htmlInput: { 'data-testid': 'profile-name', maxLength: 255 } }}
          />
          <TextField
            id="profile-email"
            name="email"
            type="email"
            label={t('common.email')}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={invalid === 'email'}
            required
            autoComplete="email"
            slotProps={{ htmlInput: { 'data-testid': 'profile-email', dir: 'ltr', inputMode: 'email' } }}
          />
          <TextField
            id="profile-phone_number"
            name="phone_number"
            type="tel"
            label={t('common.phone')}
            value={values.phone_number}
            onChange={(event) => set('phone_number', event.target.value)}
            error={invalid === 'phone_number'}
            autoComplete="tel"
            slotProps={{ htmlInput: { 'data-testid': 'profile-phone', dir: 'ltr', inputMode: 'tel', maxLength: PHONE_MAX_LENGTH } }}
          />

          <Stack>
            <FormControlLabel
              label={t('common.active')}
              control={
                <Switch
                  id="profile-status"
                  checked={values.status}
                  onChange={(_, checked) => set('status', checked)}
                  slotProps={{ input: { ...testId('profile-status'), 'aria-invalid': invalid === 'status' } }}
                />
              }
              sx={invalid === 'status' ? { color: 'error.main' } : undefined}
            />
            <FormControlLabel
              label={t('admins.changePassword')}
              control={
                <Switch
                  id="profile-change_password"
                  checked={values.change_password}
                  onChange={(_, checked) => set('change_password', checked)}
                  // It points at the password fields only while they are drawn.
                  slotProps={{ input: { ...testId('profile-change-password'), 'aria-controls': values.change_password ? 'profile-password-fields' : undefined } }}
                />
              }
            />
          </Stack>

          {values.change_password && (
            <Stack spacing={2.5} id="profile-password-fields">
              <SecretField
                field="password"
                testId="profile-password"
                label={t('auth.newPassword')}
                value={values.password}
                error={invalid === 'password'}
                onChange={(value) => set('password', value)}
              />
              <SecretField
                field="password_confirmation"
                testId="profile-password-confirmation"
                label={t('auth.confirmPassword')}
                value={values.password_confirmation}
                error={invalid === 'password_confirmation'}
                onChange={(value) => set('password_confirmation', value)}
              />
            </Stack>
          )}
          {askCurrentPassword && (
            <SecretField
              field="current_password"
              testId="profile-current-password"
              label={t('profile.currentPassword')}
              helperText={t('profile.currentPasswordHint')}
              value={values.current_password}
              error={invalid === 'current_password'}
              onChange={(value) => set('current_password', value)}
            />
          )}
          <TwoFactorSection />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={sending} disabled={sending} data-testid="profile-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

interface SecretFieldProps {
  field: 'password' | 'password_confirmation' | 'current_password';
  testId: string;
  label: string;
  helperText?: string;
  value: string;
  error: boolean;
  onChange: (value: string) => void;
}

/** A password input with a show / hide button: a new one, or the current one. */
function SecretField({ field, testId, label, helperText, value, error, onChange }: SecretFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={`profile-${field}`}
      name={field}
      type={visible ? 'text' : 'password'}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      required
      autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
      slotProps={{
        htmlInput: { 'data-testid': testId, dir: 'ltr' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={() => setVisible((shown) => !shown)} aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}>
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
