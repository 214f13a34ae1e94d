import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';
import { useCatalogCoverage } from '../../../lib/catalog-coverage';
import { missionOfferText } from '../../../lib/coverage-text';

interface Program {
  name: MessageDescriptor;
  url: string;
  summary: MessageDescriptor;
}

/** 16 outside assistance programs in 5 categories. */
export const ASSISTANCE_PROGRAMS: Array<{
  category: MessageDescriptor;
  programs: Program[];
}> = [
  {
    category: msg`Housing`,
    programs: [
      {
        name: msg`Housing Choice Vouchers (Section 8)`,
        url: 'https://www.hud.gov/topics/housing_choice_voucher_program_section_8',
        summary: msg`Help paying rent in the private market.`,
      },
      {
        name: msg`Public Housing`,
        url: 'https://www.hud.gov/topics/rental_assistance/phprog',
        summary: msg`Affordable rental homes run by local housing agencies.`,
      },
      {
        name: msg`Emergency Rental Assistance`,
        url: 'https://www.usa.gov/housing-help',
        summary: msg`Help with rent and utilities when you are behind.`,
      },
    ],
  },
  {
    category: msg`Healthcare & Nutrition`,
    programs: [
      {
        name: msg`Medicaid`,
        url: 'https://www.medicaid.gov/',
        summary: msg`Free or low-cost health coverage.`,
      },
      {
        name: msg`Children's Health Insurance Program (CHIP)`,
        url: 'https://www.insurekidsnow.gov/',
        summary: msg`Health coverage for children in working families.`,
      },
      {
        name: msg`WIC`,
        url: 'https://www.fns.usda.gov/wic',
        summary: msg`Food, formula and nutrition help for pregnant women, infants and children under 5.`,
      },
      {
        name: msg`School Meals`,
        url: 'https://www.fns.usda.gov/nslp',
        summary: msg`Free or reduced-price school breakfast and lunch.`,
      },
    ],
  },
  {
    category: msg`Education & Childcare`,
    programs: [
      {
        name: msg`Head Start`,
        url: 'https://eclkc.ohs.acf.hhs.gov/',
        summary: msg`Free early learning for young children.`,
      },
      {
        name: msg`Child Care Assistance (CCDF)`,
        url: 'https://childcare.gov/',
        summary: msg`Help paying for child care while you work or study.`,
      },
      {
        name: msg`Federal Pell Grant`,
        url: 'https://studentaid.gov/understand-aid/types/grants/pell',
        summary: msg`College money you do not pay back.`,
      },
    ],
  },
  {
    category: msg`Utilities & Bills`,
    programs: [
      {
        name: msg`LIHEAP`,
        url: 'https://www.acf.hhs.gov/ocs/programs/liheap',
        summary: msg`Help with heating and cooling bills.`,
      },
      {
        name: msg`Lifeline`,
        url: 'https://www.lifelinesupport.org/',
        summary: msg`Discounted phone or internet service.`,
      },
      {
        name: msg`Weatherization Assistance`,
        url: 'https://www.energy.gov/scep/wap/weatherization-assistance-program',
        summary: msg`Free home repairs that lower energy bills.`,
      },
    ],
  },
  {
    category: msg`Transportation & Work Support`,
    programs: [
      {
        name: msg`SNAP Employment & Training`,
        url: 'https://www.fns.usda.gov/snap/et',
        summary: msg`Job training and support for SNAP recipients.`,
      },
      {
        name: msg`American Job Centers`,
        url: 'https://www.careeronestop.org/LocalHelp/AmericanJobCenters/find-american-job-centers.aspx',
        summary: msg`Free help finding work and training.`,
      },
      {
        name: msg`Earned Income Tax Credit (EITC)`,
        url: 'https://www.irs.gov/credits-deductions/individuals/earned-income-tax-credit-eitc',
        summary: msg`A tax credit for working people with low to moderate income.`,
      },
    ],
  },
];

export function MissionPage() {
  const { t, i18n } = useLingui();
  const coverage = useCatalogCoverage();
  const joinHref = `mailto:${env.supportEmail}?subject=${encodeURIComponent(t`Join the monthly newsletter`)}&body=${encodeURIComponent(t`Hello! Please add me to your monthly newsletter.`)}`;
  return (
    <ContentPage
      title={t`Our Mission`}
      description={t`Why we built a free SNAP/EBT store finder, and other assistance programs that can help your family.`}
      path="/mission"
    >
      <H2>
        <Trans>A note from our founder</Trans>
      </H2>
      <P>
        <Trans>
          I built this site after watching neighbors spend precious bus fare and phone data just to
          find out whether a store would take their EBT card. Finding food should not be the hard
          part. This directory is free, needs no account and works on any phone.
        </Trans>
      </P>
      <H2>
        <Trans>What we offer</Trans>
      </H2>
      <ul>
        <li>{missionOfferText(coverage.data)}</li>
        <li>
          <Trans>Search by ZIP code, city or your current location.</Trans>
        </li>
        <li>
          <Trans>Community reviews and tips from people who shop with EBT.</Trans>
        </li>
        <li>
          <Trans>
            Plain-language guides such as our{' '}
            <Link component={RouterLink} to="/snap-tips">
              SNAP tips
            </Link>
            .
          </Trans>
        </li>
      </ul>
      <H2>
        <Trans>Other assistance programs</Trans>
      </H2>
      {ASSISTANCE_PROGRAMS.map((group) => (
        <Faq key={group.category.id} question={i18n._(group.category)}>
          <ul>
            {group.programs.map((program) => (
              <li key={program.url}>
                <Link href={program.url} target="_blank" rel="noopener noreferrer">
                  {i18n._(program.name)}
                </Link>
                {` — ${i18n._(program.summary)}`}
              </li>
            ))}
          </ul>
        </Faq>
      ))}
      <H2>
        <Trans>Stay in touch</Trans>
      </H2>
      <P>
        <Trans>Get a short monthly newsletter with new features and SNAP news.</Trans>
      </P>
      <Button variant="contained" href={joinHref}>
        <Trans>Join Now</Trans>
      </Button>
    </ContentPage>
  );
}
