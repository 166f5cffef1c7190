/** The import lines of a source file, for the tests that check which way imports point. */

/**
 * Relative module specifiers of one file: static imports and re-exports (across line breaks)
 * and dynamic `import('./…')` with a literal path (the registry loads games that way).
 */
export function importsOf(source: string): string[] {
  const out: string[] = [];
  const pattern =
    /^\s*(?:import|export)\s[^;]*?\bfrom\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/gms;
  for (const m of source.matchAll(pattern)) out.push((m[1] ?? m[2] ?? m[3]) as string);
  return out;
}
