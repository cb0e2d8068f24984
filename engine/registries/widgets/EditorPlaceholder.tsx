import Skeleton from '@mui/material/Skeleton';

/** The rich-text editor's place while its code or its sanitizer comes: its height, and busy. */
export function EditorPlaceholder() {
  return <Skeleton variant="rectangular" height={220} aria-busy="true" />;
}
