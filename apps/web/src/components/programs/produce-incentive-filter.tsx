import Box from '@mui/material/Box';

export const PRODUCE_FILTER_LABEL = 'Extra for fruits & vegetables';

/** The 'Extra for fruits & vegetables' filter: only stores with a healthy-food incentive such as Double
 * Up Food Bucks. A native checkbox (the results' header loads no MUI form controls). */
export function ProduceIncentiveFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 40,
        fontSize: 14,
        fontWeight: 600,
        cursor: 'pointer',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        sx={{ width: 20, height: 20, m: 0, accentColor: (theme) => theme.palette.success.main }}
      />
      {PRODUCE_FILTER_LABEL}
    </Box>
  );
}
