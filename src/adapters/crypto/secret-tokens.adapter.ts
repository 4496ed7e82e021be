import { createHash, randomBytes } from 'node:crypto';
import { SecretTokens } from '../../domain/accounts/accounts.port';

/** 32 random bytes as base64url; digests are hex SHA-256 (docs/accounts.md). */
export class CryptoSecretTokens extends SecretTokens {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
