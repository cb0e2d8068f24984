import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** A password input with a show / hide button. */
export function PasswordField({ name, label, value, onChange, error = false, autoComplete, disabled = false }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={name}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      disabled={disabled}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { 'data-testid': `${name}-input`, dir: 'ltr' },
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
