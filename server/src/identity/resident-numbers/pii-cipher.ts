// AES-256-GCM for personal data stored encrypted (개인정보보호법 24조의2: the resident registration
// number). A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url), its authenticated data the
// row's owner, so a value copied onto another account's row does not open. The key is
// PII_ENCRYPTION_KEY (required in production); without it, outside production, a key kept in
// `<dataDir>/secrets/pii-encryption.key`, created once: a per-process random key would leave
// what one run stored unreadable after a restart, and one derived from another secret would fall
// with it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_HEX = /^[0-9a-f]{64}$/;

export function seal(key: Buffer, plain: string, owner: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), text.toString('base64url')].join('.');
}

/** Throws when the value was not sealed with this key for this owner (a tampered or moved value). */
export function unseal(key: Buffer, sealed: string, owner: string): string {
  const [version, iv, tag, text] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || text === undefined) throw new Error('sealed value: unknown format');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The development key in `dataDir`: read, or written once. Written to a temporary file and linked
 * into place, so two processes starting together agree on one key and none reads half a file.
 */
export function developmentKey(dataDir: string): Buffer {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'pii-encryption.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  const hex = fs.readFileSync(file, 'utf8').trim();
  if (!KEY_HEX.test(hex)) throw new Error(`${file} does not hold a 64-hex-character key`);
  return Buffer.from(hex, 'hex');
}
