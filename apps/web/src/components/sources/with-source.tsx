/** A translated sentence that quotes words kept as written: a source as its publisher titles it (a web
 * address, a report's title), or USDA's own labels. The quoted words are marked as not to be
 * translated (and with their language when it is known), so a Spanish page keeps them as written and
 * translators and translation tools leave them. */
export function Quoting({ text, quoted, lang }: { text: string; quoted: string; lang?: string }) {
  const at = quoted ? text.lastIndexOf(quoted) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span translate="no" lang={lang}>
        {quoted}
      </span>
      {text.slice(at + quoted.length)}
    </>
  );
}

/** 'Fuente: fns.usda.gov/snap/online': the source named as written. */
export function WithSource({ text, source }: { text: string; source: string }) {
  return <Quoting text={text} quoted={source} />;
}
