import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { TextDialog } from './TextDialog';

/** A short preview in the cell; the whole value opens in a window. */
export function DialogCell({ preview, title, children, testId }: { preview: ReactNode; title: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="text"
        onClick={() => setOpen(true)}
        sx={{
          textTransform: 'none',
          justifyContent: 'flex-start',
          textAlign: 'start',
          fontWeight: 400,
          color: 'text.primary',
          textDecoration: 'underline dotted',
          textUnderlineOffset: 3,
          p: 0.5,
          minWidth: 0,
          maxWidth: 280,
        }}
        data-testid={testId}
      >
        {preview}
      </Button>
      {open && (
        <TextDialog title={title} onClose={() => setOpen(false)}>
          {children}
        </TextDialog>
      )}
    </>
  );
}
