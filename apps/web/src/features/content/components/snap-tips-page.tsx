import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';
import { ProgramFacts } from './program-facts';

const QUICK_REFERENCE = [
  [msg`Fruits, vegetables, meat, dairy, bread, cereal`, msg`Yes`],
  [msg`Seeds and plants that grow food`, msg`Yes`],
  [msg`Hot, ready-to-eat meals`, msg`Only at Restaurant Meals Program places`],
  [msg`Alcohol, tobacco, vitamins, medicine`, msg`No`],
  [msg`Pet food, paper goods, soap`, msg`No`],
  [msg`Online grocery orders (authorized retailers)`, msg`Yes`],
] as const;

/** The quick reference is the national rule: the states that narrow it are one tap away. */
function StateRulesPointer() {
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      <Trans>
        Some states limit what SNAP can buy (soda, energy drinks, candy and more), each with its own
        list and start date.{' '}
        <Link component={RouterLink} to="/snap-rules">
          See what SNAP cannot buy in your state
        </Link>
        .
      </Trans>
    </Alert>
  );
}

export function SnapTipsPage() {
  const { t, i18n } = useLingui();
  return (
    <ContentPage
      title={t`SNAP Tips: Get the Most From Your EBT Card`}
      metaTitle={t`SNAP Tips | SNAP/EBT Store Finder`}
      description={t`What you can buy with SNAP, Double Up produce matching, Restaurant Meals Program states, Summer EBT and WIC, income limits and how to apply.`}
      path="/snap-tips"
    >
      <H2>
        <Trans>Quick reference</Trans>
      </H2>
      <Table size="small" aria-label={t`What SNAP covers`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Item</Trans>
            </TableCell>
            <TableCell>
              <Trans>Can you use SNAP?</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {QUICK_REFERENCE.map(([item, answer]) => (
            <TableRow key={item.id}>
              <TableCell>{i18n._(item)}</TableCell>
              <TableCell>{i18n._(answer)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <StateRulesPointer />

      <ProgramFacts />

      <H2>
        <Trans>What you can and cannot buy</Trans>
      </H2>
      <P>
        <Trans>
          Eligible: fruits and vegetables, meat, poultry and fish, dairy, breads and cereals, snack
          foods and non-alcoholic drinks, and seeds and plants that produce food.
        </Trans>
      </P>
      <P>
        <Trans>
          Not eligible: alcohol, tobacco, vitamins and medicines, hot foods (outside the Restaurant
          Meals Program), live animals, and non-food items such as cleaning supplies, paper products
          and pet food.
        </Trans>
      </P>

      <H2>
        <Trans>2025 work requirement changes</Trans>
      </H2>
      <P>
        <Trans>
          From 2025, more adults without dependents must work, volunteer or join a training program
          for at least 80 hours a month to keep SNAP for more than 3 months in 3 years. The age
          range now reaches 54, and some exemptions changed. Ask your state SNAP office whether the
          rules apply to you.
        </Trans>
      </P>

      <H2>
        <Trans>Online pickup and delivery</Trans>
      </H2>
      <P>
        <Trans>
          Some online retailers charge a $6.99 minimum basket fee on pickup or delivery orders under
          $35. SNAP cannot pay delivery fees, so combine orders when you can.
        </Trans>
      </P>

      <H2>
        <Trans>Income limits (monthly, most states)</Trans>
      </H2>
      <Table size="small" aria-label={t`Income limits`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Household</Trans>
            </TableCell>
            <TableCell>
              <Trans>Gross income</Trans>
            </TableCell>
            <TableCell>
              <Trans>Net income</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>
              <Trans>1 person</Trans>
            </TableCell>
            <TableCell>$1,632</TableCell>
            <TableCell>$1,255</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>
              <Trans>4 people</Trans>
            </TableCell>
            <TableCell>$3,380</TableCell>
            <TableCell>$2,600</TableCell>
          </TableRow>
        </TableBody>
      </Table>

      <H2>
        <Trans>How to apply and check your balance</Trans>
      </H2>
      <P>
        <Trans>
          Apply through your state SNAP agency — find it on the{' '}
          <Link
            href="https://www.fns.usda.gov/snap/state-directory"
            target="_blank"
            rel="noopener noreferrer"
          >
            USDA state directory
          </Link>
          . Check your balance on your last receipt, by calling the number on the back of your EBT
          card, or in your state's EBT app or website.
        </Trans>
      </P>

      <H2>
        <Trans>Frequently asked questions</Trans>
      </H2>
      <Faq question={t`Can I use SNAP at farmers markets?`}>
        <P>
          <Trans>
            Yes. Many markets accept EBT and often double what you spend on produce. Use the
            Farmer's Market category on the home page to find one.
          </Trans>
        </P>
      </Faq>
      <Faq question={t`Can I buy hot food with SNAP?`}>
        <P>
          <Trans>
            Only at restaurants in the Restaurant Meals Program, in the states that run it (listed
            above, with the date of that list), if you are eligible.
          </Trans>
        </P>
      </Faq>
      <Faq question={t`What if my card is lost or stolen?`}>
        <P>
          <Trans>
            Call the number on the back of your card right away to freeze it and ask for a
            replacement.
          </Trans>
        </P>
      </Faq>
    </ContentPage>
  );
}
