import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';
import { useCatalogCoverage } from '../../../lib/catalog-coverage';
import { missionOfferText } from '../../../lib/coverage-text';

interface Program {
  name: string;
  url: string;
  summary: string;
}

/** 16 outside assistance programs in 5 categories. */
export const ASSISTANCE_PROGRAMS: Array<{ category: string; programs: Program[] }> = [
  {
    category: 'Housing',
    programs: [
      {
        name: 'Housing Choice Vouchers (Section 8)',
        url: 'https://www.hud.gov/topics/housing_choice_voucher_program_section_8',
        summary: 'Help paying rent in the private market.',
      },
      {
        name: 'Public Housing',
        url: 'https://www.hud.gov/topics/rental_assistance/phprog',
        summary: 'Affordable rental homes run by local housing agencies.',
      },
      {
        name: 'Emergency Rental Assistance',
        url: 'https://www.usa.gov/housing-help',
        summary: 'Help with rent and utilities when you are behind.',
      },
    ],
  },
  {
    category: 'Healthcare & Nutrition',
    programs: [
      {
        name: 'Medicaid',
        url: 'https://www.medicaid.gov/',
        summary: 'Free or low-cost health coverage.',
      },
      {
        name: "Children's Health Insurance Program (CHIP)",
        url: 'https://www.insurekidsnow.gov/',
        summary: 'Health coverage for children in working families.',
      },
      {
        name: 'WIC',
        url: 'https://www.fns.usda.gov/wic',
        summary:
          'Food, formula and nutrition help for pregnant women, infants and children under 5.',
      },
      {
        name: 'School Meals',
        url: 'https://www.fns.usda.gov/nslp',
        summary: 'Free or reduced-price school breakfast and lunch.',
      },
    ],
  },
  {
    category: 'Education & Childcare',
    programs: [
      {
        name: 'Head Start',
        url: 'https://eclkc.ohs.acf.hhs.gov/',
        summary: 'Free early learning for young children.',
      },
      {
        name: 'Child Care Assistance (CCDF)',
        url: 'https://childcare.gov/',
        summary: 'Help paying for child care while you work or study.',
      },
      {
        name: 'Federal Pell Grant',
        url: 'https://studentaid.gov/understand-aid/types/grants/pell',
        summary: 'College money you do not pay back.',
      },
    ],
  },
  {
    category: 'Utilities & Bills',
    programs: [
      {
        name: 'LIHEAP',
        url: 'https://www.acf.hhs.gov/ocs/programs/liheap',
        summary: 'Help with heating and cooling bills.',
      },
      {
        name: 'Lifeline',
        url: 'https://www.lifelinesupport.org/',
        summary: 'Discounted phone or internet service.',
      },
      {
        name: 'Weatherization Assistance',
        url: 'https://www.energy.gov/scep/wap/weatherization-assistance-program',
        summary: 'Free home repairs that lower energy bills.',
      },
    ],
  },
  {
    category: 'Transportation & Work Support',
    programs: [
      {
        name: 'SNAP Employment & Training',
        url: 'https://www.fns.usda.gov/snap/et',
        summary: 'Job training and support for SNAP recipients.',
      },
      {
        name: 'American Job Centers',
        url: 'https://www.careeronestop.org/LocalHelp/AmericanJobCenters/find-american-job-centers.aspx',
        summary: 'Free help finding work and training.',
      },
      {
        name: 'Earned Income Tax Credit (EITC)',
        url: 'https://www.irs.gov/credits-deductions/individuals/earned-income-tax-credit-eitc',
        summary: 'A tax credit for working people with low to moderate income.',
      },
    ],
  },
];

export function MissionPage() {
  const coverage = useCatalogCoverage();
  const joinHref = `mailto:${env.supportEmail}?subject=${encodeURIComponent('Join the monthly newsletter')}&body=${encodeURIComponent('Hello! Please add me to your monthly newsletter.')}`;
  return (
    <ContentPage
      title="Our Mission"
      description="Why we built a free SNAP/EBT store finder, and other assistance programs that can help your family."
      path="/mission"
    >
      <H2>A note from our founder</H2>
      <P>
        I built this site after watching neighbors spend precious bus fare and phone data just to
        find out whether a store would take their EBT card. Finding food should not be the hard
        part. This directory is free, needs no account and works on any phone.
      </P>
      <H2>What we offer</H2>
      <ul>
        <li>{missionOfferText(coverage.data)}</li>
        <li>Search by ZIP code, city or your current location.</li>
        <li>Community reviews and tips from people who shop with EBT.</li>
        <li>
          Plain-language guides such as our{' '}
          <Link component={RouterLink} to="/snap-tips">
            SNAP tips
          </Link>
          .
        </li>
      </ul>
      <H2>Other assistance programs</H2>
      {ASSISTANCE_PROGRAMS.map((group) => (
        <Faq key={group.category} question={group.category}>
          <ul>
            {group.programs.map((program) => (
              <li key={program.name}>
                <Link href={program.url} target="_blank" rel="noopener noreferrer">
                  {program.name}
                </Link>
                {` — ${program.summary}`}
              </li>
            ))}
          </ul>
        </Faq>
      ))}
      <H2>Stay in touch</H2>
      <P>Get a short monthly newsletter with new features and SNAP news.</P>
      <Button variant="contained" href={joinHref}>
        Join Now
      </Button>
    </ContentPage>
  );
}
