import Typography from '@mui/material/Typography';

/**
 * The catalog's own figure under the hero's figure-less sentence. The pre-rendered page is built before
 * any catalog exists, so the figure comes after load: its lines are reserved from the first paint (three
 * on a phone, two wider up, enough for one covered state and the markets elsewhere), so nothing below
 * moves when it arrives.
 */
export function CoverageFigure({ text }: { text: string | null }) {
  return (
    <Typography
      variant="body2"
      data-testid="coverage-figure"
      sx={{
        mt: 0.5,
        mb: 1.5,
        opacity: 0.95,
        lineHeight: 1.5,
        minHeight: { xs: '4.5em', sm: '3em' },
      }}
    >
      {text ?? ''}
    </Typography>
  );
}
