#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so `npx pbem` works straight after `npm ci`.
import { register } from 'tsx/esm/api';

register();
await import('../cli/bin.ts');
