import type { InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/** What the input element itself gets besides the field's own props (test id, direction, keyboard). */
type HtmlInputProps = InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };

interface AuthFieldProps {
  /** The input's id and name (the rules and the server name fields by it). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  error?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  htmlInput?: HtmlInputProps;
}

/**
 * An outlined text field of the sign-in pages, drawn as MUI's TextField draws one (label,
 * notched outline, the same ids) from its parts: TextField also brings MUI's select with its
 * menu, popover and modal, which these pages never show.
 */
export function AuthField({ name, label, value, onChange, type = 'text', error = false, disabled = false, autoComplete, autoFocus = false, endAdornment, htmlInput }: AuthFieldProps) {
  return (
    <FormControl variant="outlined" fullWidth error={error} disabled={disabled}>
      <InputLabel htmlFor={name} id={`${name}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={name}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        fullWidth
        endAdornment={endAdornment}
        inputProps={htmlInput}
      />
    </FormControl>
  );
}
