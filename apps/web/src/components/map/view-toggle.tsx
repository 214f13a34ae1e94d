import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

/** List or map, as two pressed/unpressed buttons (light enough for the home page's first download). */
export function ListMapToggle({
  view,
  onChange,
}: {
  view: 'list' | 'map';
  onChange: (view: 'list' | 'map') => void;
}) {
  const { t } = useLingui();
  return (
    <ButtonGroup size="small" aria-label={t`Show stores as`}>
      <Button
        variant={view === 'list' ? 'contained' : 'outlined'}
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
      >
        <Trans>List</Trans>
      </Button>
      <Button
        variant={view === 'map' ? 'contained' : 'outlined'}
        aria-pressed={view === 'map'}
        onClick={() => onChange('map')}
      >
        <Trans>Map</Trans>
      </Button>
    </ButtonGroup>
  );
}
