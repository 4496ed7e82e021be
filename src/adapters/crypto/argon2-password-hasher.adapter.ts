import { hash, verify } from '@node-rs/argon2';
import { PasswordHasher } from '../../domain/shared/password-hasher.port';

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1: the OWASP minimum). */
export class Argon2PasswordHasher extends PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never verifies
    }
  }
}
