import Typography from '@mui/material/Typography';

/** The caption above a widget that has no outlined label of its own (image, PDF, rich text). */
export function WidgetLabel({ label, required, error, htmlFor }: { label: string; required?: boolean; error?: boolean; htmlFor?: string }) {
  return (
    <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }} {...(htmlFor ? { component: 'label' as const, htmlFor } : {})}>
      {label}
      {required ? ' *' : ''}
    </Typography>
  );
}
