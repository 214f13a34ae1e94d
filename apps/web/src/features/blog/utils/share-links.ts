/** The article's share targets (spec: Twitter, Facebook, LinkedIn, email, a text message, copy link).
 * `external` targets open in a new tab; e-mail and text messages open the phone's own app. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      external: true,
    },
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      external: true,
    },
    {
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      external: true,
    },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}`, external: false },
    // `sms:?&body=` is the form both Android and iOS messaging apps read.
    { label: 'Text message', href: `sms:?&body=${t}%20${u}`, external: false },
  ];
}
