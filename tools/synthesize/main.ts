import { resolve } from 'node:path';
import { synthesizeStores } from './synthesize-stores';

/** npm run synthesize -- --count 300000 --out tmp/stores-300k.csv */
async function main(argv: string[]): Promise<void> {
  const option = (name: string, fallback: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : fallback;
  };
  const count = Number(option('count', '300000'));
  const out = resolve(option('out', 'tmp/stores-300k.csv'));
  const result = await synthesizeStores(
    resolve('data/sample/snap-retailers-ga-2020.csv'),
    out,
    count,
  );
  console.log(
    `Wrote ${result.stores} SYNTHETIC stores to ${result.file}: the ${result.realStores} real active Georgia stores plus ` +
      `${result.copies - 1} jittered copies shifted onto other US regions (chain numbers renumbered).`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
