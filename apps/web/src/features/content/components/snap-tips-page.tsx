import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';
import { ProgramFacts } from './program-facts';

const QUICK_REFERENCE: Array<[string, string]> = [
  ['Fruits, vegetables, meat, dairy, bread, cereal', 'Yes'],
  ['Seeds and plants that grow food', 'Yes'],
  ['Hot, ready-to-eat meals', 'Only at Restaurant Meals Program places'],
  ['Alcohol, tobacco, vitamins, medicine', 'No'],
  ['Pet food, paper goods, soap', 'No'],
  ['Online grocery orders (authorized retailers)', 'Yes'],
];

export function SnapTipsPage() {
  return (
    <ContentPage
      title="SNAP Tips: Get the Most From Your EBT Card"
      metaTitle="SNAP Tips | SNAP/EBT Store Finder"
      description="What you can buy with SNAP, Double Up produce matching, Restaurant Meals Program states, Summer EBT and WIC, income limits and how to apply."
      path="/snap-tips"
    >
      <H2>Quick reference</H2>
      <Table size="small" aria-label="What SNAP covers">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Can you use SNAP?</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {QUICK_REFERENCE.map(([item, answer]) => (
            <TableRow key={item}>
              <TableCell>{item}</TableCell>
              <TableCell>{answer}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ProgramFacts />

      <H2>What you can and cannot buy</H2>
      <P>
        Eligible: fruits and vegetables, meat, poultry and fish, dairy, breads and cereals, snack
        foods and non-alcoholic drinks, and seeds and plants that produce food.
      </P>
      <P>
        Not eligible: alcohol, tobacco, vitamins and medicines, hot foods (outside the Restaurant
        Meals Program), live animals, and non-food items such as cleaning supplies, paper products
        and pet food.
      </P>

      <H2>2025 work requirement changes</H2>
      <P>
        From 2025, more adults without dependents must work, volunteer or join a training program
        for at least 80 hours a month to keep SNAP for more than 3 months in 3 years. The age range
        now reaches 54, and some exemptions changed. Ask your state SNAP office whether the rules
        apply to you.
      </P>

      <H2>Online pickup and delivery</H2>
      <P>
        Some online retailers charge a $6.99 minimum basket fee on pickup or delivery orders under
        $35. SNAP cannot pay delivery fees, so combine orders when you can.
      </P>

      <H2>Income limits (monthly, most states)</H2>
      <Table size="small" aria-label="Income limits">
        <TableHead>
          <TableRow>
            <TableCell>Household</TableCell>
            <TableCell>Gross income</TableCell>
            <TableCell>Net income</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>1 person</TableCell>
            <TableCell>$1,632</TableCell>
            <TableCell>$1,255</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>4 people</TableCell>
            <TableCell>$3,380</TableCell>
            <TableCell>$2,600</TableCell>
          </TableRow>
        </TableBody>
      </Table>

      <H2>How to apply and check your balance</H2>
      <P>
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
      </P>

      <H2>Frequently asked questions</H2>
      <Faq question="Can I use SNAP at farmers markets?">
        <P>
          Yes. Many markets accept EBT and often double what you spend on produce. Use the Farmer's
          Market category on the home page to find one.
        </P>
      </Faq>
      <Faq question="Can I buy hot food with SNAP?">
        <P>
          Only at restaurants in the Restaurant Meals Program, in the states that run it (listed
          above, with the date of that list), if you are eligible.
        </P>
      </Faq>
      <Faq question="What if my card is lost or stolen?">
        <P>
          Call the number on the back of your card right away to freeze it and ask for a
          replacement.
        </P>
      </Faq>
    </ContentPage>
  );
}
