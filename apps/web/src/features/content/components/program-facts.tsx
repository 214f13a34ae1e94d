import Box from '@mui/material/Box';
import { USDA_STATES, type ProgramKind } from '@snap/domain';
import { FactCredit } from '../../../components/programs/fact-credit';
import { H2, P } from '../../../components/layouts/content-page';
import { useProgramTexts, type ProgramTextView } from '../../../lib/program-texts';

const where = (text: ProgramTextView) =>
  text.everyState
    ? null
    : text.states.length > 0
      ? `Where: ${text.states.map((code) => USDA_STATES[code] ?? code).join(', ')}.`
      : null;

function Facts({ texts, kind }: { texts: ProgramTextView[]; kind: ProgramKind }) {
  return (
    <>
      {texts
        .filter((text) => text.kind === kind)
        .map((text) => (
          <Box key={text.id} sx={{ mb: 1.5 }}>
            <P>
              {kind === 'incentive' && <strong>{`${text.name}: `}</strong>}
              {text.text}
              {where(text) && kind !== 'restaurant-meals' && ` ${where(text)}`}
            </P>
            <FactCredit fact={text} />
          </Box>
        ))}
    </>
  );
}

/** The tips page's program sections, from the content service's dated texts: Double Up and other
 * incentives, the Restaurant Meals Program, and the benefits that work at the same stores (Summer EBT)
 * or at different ones (WIC). */
export function ProgramFacts() {
  const texts = useProgramTexts();
  if (texts.isError) return <P>The program facts could not be loaded. Please try again later.</P>;
  if (!texts.data) return <P>Loading the program facts…</P>;
  return (
    <>
      <H2>Extra for fruits and vegetables (Double Up)</H2>
      <Facts texts={texts.data} kind="incentive" />
      <P>
        Stores with a program show its badge; the "Extra for fruits & vegetables" filter above the
        results finds them.
      </P>

      <H2>Restaurant Meals Program (hot meals)</H2>
      <Facts texts={texts.data} kind="restaurant-meals" />

      <H2>Benefits that work at the same stores</H2>
      <Facts texts={texts.data} kind="summer-ebt" />
      <Facts texts={texts.data} kind="wic" />
    </>
  );
}
