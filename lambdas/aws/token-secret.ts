/**
 * The key behind every reply-address token, read from Secrets Manager (Powertools
 * Parameters) when a container first needs it; runtime.ts keeps it for the container's
 * life. It is never rotated (a new key would break every reply address players hold), so
 * one read per cold start is all it costs.
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

export type SecretReader = (secretId: string) => Promise<string>;

export const readTokenSecret: SecretReader = async (secretId) => {
  const value = await getSecret(secretId);
  if (typeof value !== 'string' || value.length < 16) {
    throw new Error(`secret ${secretId} does not hold a token key (a string of at least 16 characters)`);
  }
  return value;
};
