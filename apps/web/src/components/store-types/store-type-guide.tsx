import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { storeTypeName } from './store-type-names';
import { storeTypeDescription, usdaLabelsOf } from './store-type-texts';
import { Quoting } from '../sources/with-source';

/** "What these store types mean": each type the results hold, what it is and which USDA labels it
 * comes from. A native <details>, so it costs no script and opens with a keyboard. */
export function StoreTypeGuide({ types }: { types: readonly string[] }) {
  const { t } = useLingui();
  const described = types.filter((type) => storeTypeDescription(type) !== null);
  if (described.length === 0) return null;
  return (
    <Box component="details" sx={{ mb: 2, '& summary': { cursor: 'pointer', py: 0.5 } }}>
      <Typography component="summary" variant="body2" sx={{ fontWeight: 600 }}>
        <Trans>What these store types mean</Trans>
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, '& dd': { ml: 0, mb: 1.5 } }}>
        {described.map((type) => {
          const labels = usdaLabelsOf(type).join(', ');
          return (
            <Box key={type}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {storeTypeName(type)}
              </Typography>
              <Typography component="dd" variant="body2">
                {storeTypeDescription(type)}
                {labels && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {/* USDA's own names for its store types, in English as its list spells them. */}
                    <Quoting text={t`USDA's label: ${labels}`} quoted={labels} lang="en" />
                  </Box>
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
