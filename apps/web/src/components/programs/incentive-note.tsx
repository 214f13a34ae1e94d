import { useLingui } from '@lingui/react/macro';
import { incentiveTextFor } from '@snap/domain';
import { useProgramTexts } from '../../lib/program-texts';
import { factCredit } from '../../lib/domain-texts';
import { Written } from '../sources/written-text';
import { WithSource } from '../sources/with-source';

interface Props {
  /** The store's incentive program as USDA lists it ('Double Up Food Bucks'). */
  program: string;
  grantee: string | null | undefined;
  state: string;
}

/** A store's healthy-food incentive: the program's badge, how it works (the content service's text for
 * the program in the store's state, with its date and source) and who runs it there. */
export function IncentiveNote({ program, grantee, state }: Props) {
  const { t } = useLingui();
  const texts = useProgramTexts();
  const text = texts.data ? incentiveTextFor(texts.data, program, state) : null;
  return (
    // Plain markup with the card's classes (store-card-styles.tsx): many cards of a list carry one.
    <div role="note" aria-label={t`Incentive: ${program}`} className="sc-incentive">
      <span className="sc-chip sc-ebt">{program}</span>
      {text && (
        <p className="sc-text">
          <Written english={text.text} spanish={text.textEs} />
        </p>
      )}
      {grantee && <p className="sc-text">{t`Run here by ${grantee}.`}</p>}
      {text && (
        <span className="sc-caption sc-credit">
          <WithSource text={factCredit(text)} source={text.source} />
        </span>
      )}
    </div>
  );
}
