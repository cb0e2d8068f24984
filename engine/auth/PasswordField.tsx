import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from '../i18n/useTranslation';
import { AuthField } from './AuthField';

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
    <AuthField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      autoComplete={autoComplete}
      htmlInput={{ 'data-testid': `${name}-input`, dir: 'ltr' }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton edge="end" onClick={() => setVisible((shown) => !shown)} aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}>
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
