import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { i18n } from '../../lib/i18n/i18n';

const PRODUCE_FILTER_MESSAGE = msg`Extra for fruits & vegetables`;

/** The filter's name in the page's language. */
export function produceFilterLabel(): string {
  return i18n._(PRODUCE_FILTER_MESSAGE);
}

/** The 'Extra for fruits & vegetables' filter: only stores with a healthy-food incentive such as Double
 * Up Food Bucks. A native checkbox (the results' header loads no MUI form controls). */
export function ProduceIncentiveFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  // The hook re-renders the label when the page's catalog arrives after the home page's first screen.
  const { i18n } = useLingui();
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
      {i18n._(PRODUCE_FILTER_MESSAGE)}
    </Box>
  );
}
