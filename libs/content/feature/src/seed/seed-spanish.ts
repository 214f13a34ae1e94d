/**
 * The Spanish of an admin-editable field: as stored, or, for a document without it (written before
 * texts were stored per language) whose English is still the seed's, the seed's Spanish, which is what
 * Spanish pages showed for it until then. Otherwise null: Spanish pages show the English until an admin
 * writes the Spanish.
 */
export function spanishOrSeeds(
  stored: { english: string | null; spanish: string | null | undefined },
  seed: { english: string | null; spanish: string | null } | undefined,
): string | null {
  if (stored.spanish) return stored.spanish;
  return seed && stored.english !== null && seed.english === stored.english ? seed.spanish : null;
}
