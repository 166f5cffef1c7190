/** Raw header access shared by the header-reading rules: keys lower-cased, values unfolded. */
export interface RawHeader {
  key: string;
  value: string;
}

export function headerValues(headers: readonly RawHeader[], key: string): string[] {
  return headers.filter((h) => h.key === key).map((h) => h.value.trim());
}

export function firstHeader(headers: readonly RawHeader[], key: string): string | null {
  return headerValues(headers, key)[0] ?? null;
}

/** The part of a structured header value before its first ";" parameter, lower-cased. */
export function mainValue(value: string): string {
  return value.split(';', 1)[0]!.trim().toLowerCase();
}
