import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { USDA_STATES, type ProgramKind } from '@snap/domain';
import { H2, P } from '../../../components/layouts/content-page';
import { useProgramTexts, type ProgramTextView } from '../../../lib/program-texts';
import { Written } from '../../../components/sources/written-text';
import { FactCredit } from '../../../components/programs/fact-credit';

function Facts({ texts, kind }: { texts: ProgramTextView[]; kind: ProgramKind }) {
  const { t } = useLingui();
  const where = (text: ProgramTextView) => {
    if (text.everyState || text.states.length === 0) return null;
    const states = text.states.map((code) => USDA_STATES[code] ?? code).join(', ');
    return t`Where: ${states}.`;
  };
  return (
    <>
      {texts
        .filter((text) => text.kind === kind)
        .map((text) => {
          const place = kind === 'restaurant-meals' ? null : where(text);
          return (
            <Box key={text.id} sx={{ mb: 1.5 }}>
              <P>
                {kind === 'incentive' && (
                  <strong>
                    <Written english={text.name} spanish={text.nameEs} />
                    {': '}
                  </strong>
                )}
                <Written english={text.text} spanish={text.textEs} />
                {place && ` ${place}`}
              </P>
              <FactCredit fact={text} />
            </Box>
          );
        })}
    </>
  );
}

/** The tips page's program sections, from the content service's dated texts: Double Up and other
 * incentives, the Restaurant Meals Program, and the benefits that work at the same stores (Summer EBT)
 * or at different ones (WIC). */
export function ProgramFacts() {
  const texts = useProgramTexts();
  if (texts.isError)
    return (
      <P>
        <Trans>The program facts could not be loaded. Please try again later.</Trans>
      </P>
    );
  if (!texts.data)
    return (
      <P>
        <Trans>Loading the program facts…</Trans>
      </P>
    );
  return (
    <>
      <H2>
        <Trans>Extra for fruits and vegetables (Double Up)</Trans>
      </H2>
      <Facts texts={texts.data} kind="incentive" />
      <P>
        <Trans>
          Stores with a program show its badge; the "Extra for fruits & vegetables" filter above the
          results finds them.
        </Trans>
      </P>

      <H2>
        <Trans>Restaurant Meals Program (hot meals)</Trans>
      </H2>
      <Facts texts={texts.data} kind="restaurant-meals" />

      <H2>
        <Trans>Benefits that work at the same stores</Trans>
      </H2>
      <Facts texts={texts.data} kind="summer-ebt" />
      <Facts texts={texts.data} kind="wic" />
    </>
  );
}
