// How guessable a password is, by a maintained estimator (@zxcvbn-ts/core with the common
// dictionaries and keyboard graphs of @zxcvbn-ts/language-common) rather than hand rules: it sees
// through repeats (`1111111111a`), keyboard walks (`qwerty12345`), sequences and l33t spellings.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The lowest score accepted. zxcvbn's 3 means about 10^8 guesses or more: "safely unguessable,
 * moderate protection from an offline slow-hash scenario" — our hashes are argon2id, so an
 * attacker with a stolen table is exactly that scenario (docs/security.md).
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries take a moment to index and most processes never need them. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** The words an account is known by: each input whole and its parts (`minsu.kim@example.com` → `minsu.kim`, `minsu`, `kim`, …). */
function knownWords(userInputs: string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const lower = input.toLowerCase();
    words.add(lower);
    words.add(lower.split('@')[0]);
    for (const part of lower.split(/[@._+\-\s]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** zxcvbn's score, 0 (too guessable) to 4; `userInputs` (the e-mail, the name) count as known words. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn().check(password, knownWords(userInputs)).score;
}
