/**
 * The templates compiled at build time (scripts/compile-templates.ts), loaded once per
 * process. Importing the JSON (not reading a file) lets esbuild bundle it into a Lambda;
 * MJML itself is never loaded at run time.
 */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import raw from './compiled/templates.json' with { type: 'json' };

const compiledSchema = z.object({
  version: z.literal(1),
  /** `<email>` or `<email>@<board>` → HTML with mustache tags. */
  html: z.record(z.string(), z.string()),
  /** Plain-text mustache templates by name (`layout`, `moves`, `status`, …). */
  text: z.record(z.string(), z.string()),
});

export type CompiledTemplates = z.infer<typeof compiledSchema>;

export const compiledTemplates: CompiledTemplates = compiledSchema.parse(raw);
