/** A translated sentence that names a source ('Fuente: fns.usda.gov/snap/online'). The source is named as
 * its publisher titles it (a web address, a report's title), in its own language, so it is marked as
 * not to be translated: a Spanish page keeps an English title as written, and translators leave it. */
export function WithSource({ text, source }: { text: string; source: string }) {
  const at = source ? text.lastIndexOf(source) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span translate="no">{source}</span>
      {text.slice(at + source.length)}
    </>
  );
}
