/**
 * Names of countries and regions in `language` from their ISO 3166-1 alpha-2 codes
 * ("DE" → "Deutschland"), through `Intl.DisplayNames`: the namer gives `undefined` where the
 * browser cannot name a code (no `Intl.DisplayNames`, an unknown language or code), so each
 * caller chooses its fallback. One namer serves many codes (building one is costly).
 */
export function regionNames(language: string): (code: string) => string | undefined {
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return () => undefined;
  }
  return (code) => {
    try {
      const name = names.of(code);
      return name && name !== code ? name : undefined;
    } catch {
      return undefined;
    }
  };
}
