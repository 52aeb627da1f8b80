// argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1): about 30 ms a hash here, slow
// enough to make offline guessing costly, fast enough for a login.
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id: a `const enum` in the binding's types, so spelled out here.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** A real hash of a password nobody knows: verifying against it costs what a real check costs. */
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never logs anyone in
    }
  }

  /** Spends the time of a real verification, so an unknown e-mail answers as slowly as a known one. */
  async burn(password: string): Promise<void> {
    this.dummyHash ??= this.hash(`dummy-${Math.random()}`);
    await this.verify(await this.dummyHash, password);
  }
}
