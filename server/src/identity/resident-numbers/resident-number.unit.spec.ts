// Proves the resident registration number's rules: read with or without its dash, the birth date and century checked against the verified one, shown masked, and sealed so that only the same key and owner open it.
import { randomBytes } from 'node:crypto';
import { seal, unseal } from './pii-cipher';
import { maskResidentNumber, readResidentNumber } from './resident-number';

describe('resident registration number', () => {
  it('reads 13 digits with or without the dash when they are the birth date', () => {
    expect(readResidentNumber('850315-1234567', '1985-03-15')).toEqual({ digits: '8503151234567' });
    expect(readResidentNumber(' 0503154234567 ', '2005-03-15')).toEqual({ digits: '0503154234567' });
  });

  it('refuses another birth date, another century, or another shape', () => {
    expect(readResidentNumber('850316-1234567', '1985-03-15')).toEqual({ problem: 'birth_date_mismatch' });
    expect(readResidentNumber('850315-3234567', '1985-03-15')).toEqual({ problem: 'birth_date_mismatch' });
    expect(readResidentNumber('850315-123456', '1985-03-15')).toEqual({ problem: 'invalid_format' });
    expect(readResidentNumber('85O315-1234567', '1985-03-15')).toEqual({ problem: 'invalid_format' });
  });

  it('masks all but the birth date and the seventh digit', () => {
    expect(maskResidentNumber('8503151234567')).toBe('850315-1******');
  });

  it('seals with AES-256-GCM: the same key and owner open it, another key or owner does not, and the text is not in it', () => {
    const key = randomBytes(32);
    const sealed = seal(key, '8503151234567', 'user-a');
    expect(sealed).not.toContain('8503151234567');
    expect(seal(key, '8503151234567', 'user-a')).not.toBe(sealed);
    expect(unseal(key, sealed, 'user-a')).toBe('8503151234567');
    expect(() => unseal(key, sealed, 'user-b')).toThrow();
    expect(() => unseal(randomBytes(32), sealed, 'user-a')).toThrow();
  });
});
