// Passwords attackers try first (ASVS 2.1.7): the 49,000 most common passwords from breach
// corpora, as the maintained @zxcvbn-ts/language-common package ships them. Compared without
// case: `Password12` is as guessable as `password12`.
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
