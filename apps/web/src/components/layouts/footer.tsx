import { Link as RouterLink } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePromotedCities } from '../../lib/city-pages';
import { FooterStyles } from './footer-styles';
import { LanguageSwitch } from './language-switch';

interface FooterColumn {
  title: MessageDescriptor;
  /** City names are names, not translated. */
  links: Array<{ label: MessageDescriptor | string; to: string }>;
}

const TOP_CITIES = msg`Top Cities`;

export const FOOTER_COLUMNS: FooterColumn[] = [
  // The cities the site promotes are the largest the catalog covers (usePromotedCities).
  { title: TOP_CITIES, links: [] },
  {
    title: msg`Resources`,
    links: [
      { label: msg`SNAP Tips`, to: '/snap-tips' },
      { label: msg`Order Online With EBT`, to: '/online-ebt' },
      { label: msg`EBT Chip Card`, to: '/ebt-chip-card' },
      { label: msg`Blog`, to: '/blog' },
      { label: msg`Our Mission`, to: '/mission' },
      { label: msg`Support`, to: '/support' },
      { label: msg`Add a Store`, to: '/add-store' },
      { label: msg`Report a Problem`, to: '/report' },
      { label: msg`Service Status`, to: '/status' },
    ],
  },
  {
    title: msg`Store Types`,
    links: [
      { label: msg`Grocery Stores`, to: '/search?type=grocery' },
      { label: msg`Corner Stores`, to: '/search?type=convenience' },
      { label: msg`Farmer's Markets`, to: '/search?type=farmers-market' },
      { label: msg`Hot Meals (RMP)`, to: '/search?type=restaurant' },
    ],
  },
  { title: msg`Legal`, links: [{ label: msg`Privacy Policy`, to: '/privacy-policy' }] },
];

export default function Footer() {
  const { i18n } = useLingui();
  const promoted = usePromotedCities();
  const columns = FOOTER_COLUMNS.map((column) =>
    column.title === TOP_CITIES
      ? {
          ...column,
          links: (promoted.data ?? []).map((city) => ({
            label: `${city.name}, ${city.state}`,
            to: `/${city.slug}`,
          })),
        }
      : column,
  );
  return (
    <footer className="ft">
      <FooterStyles />
      <div className="ft-frame">
        <div className="ft-columns">
          {columns.map((column) => (
            <div key={column.title.id}>
              <h2 className="ft-title">{i18n._(column.title)}</h2>
              <ul className="ft-links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <RouterLink to={link.to}>
                      {typeof link.label === 'string' ? link.label : i18n._(link.label)}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="ft-language">
          <LanguageSwitch variant="footer" />
        </div>
        <p className="ft-small">
          <Trans>© 2024 SNAP/EBT Store Finder. Free to use. Not affiliated with the USDA.</Trans>
        </p>
      </div>
    </footer>
  );
}
