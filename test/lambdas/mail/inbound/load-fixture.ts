import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DOMAIN = 'play.example.org';

/** Raw bytes of test/fixtures/mail/<name>. */
export function loadFixture(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(`../../../fixtures/mail/${name}`, import.meta.url)));
}

export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../../../fixtures/mail/${name}`, import.meta.url));
}
