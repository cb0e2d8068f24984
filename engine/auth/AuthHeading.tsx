import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The title and short explanation at the top of a sign-in page. */
export function AuthHeading({ title, text }: { title: string; text?: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
    </Box>
  );
}
