import { t } from '@lingui/core/macro';

/** The article's share targets (spec: Twitter, Facebook, LinkedIn, email, a text message, copy link).
 * `external` targets open in a new tab; e-mail and text messages open the phone's own app. The
 * networks' names are brands (never translated); the others are in the active language. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  /* eslint-disable lingui/no-unlocalized-strings -- brand names */
  const networks = [
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  return [
    ...networks.map((network) => ({ ...network, external: true })),
    { label: t`Email`, href: `mailto:?subject=${text}&body=${u}`, external: false },
    // `sms:?&body=` is the form both Android and iOS messaging apps read.
    { label: t`Text message`, href: `sms:?&body=${text}%20${u}`, external: false },
  ];
}
