// Proves the per-investor copies: one is served only for the version the request read; a newer
// version reads again; requests that arrive together share one read unless it turns out older
// than the version they read; a later copy is never replaced by an earlier one; the byte budget
// evicts the least recently used; clear() drops everything, even a read under way; nothing is
// served or kept while the copies are not to be trusted.
import { isBefore, Versioned, VersionedCopies } from './versioned-copies';

function reader(versions: string[]) {
  const calls: string[] = [];
  const read = async (): Promise<Versioned<string>> => {
    const version = versions[Math.min(calls.length, versions.length - 1)];
    calls.push(version);
    return { version, value: `answer@${version}`, bytes: 10 };
  };
  return { calls, read };
}

describe('versioned copies', () => {
  it('compares versions as numbers', () => {
    expect(isBefore('99998', '100003')).toBe(true);
    expect(isBefore('100003', '99998')).toBe(false);
    expect(isBefore('7', '7')).toBe(false);
  });

  it('serves the kept copy for its version and reads again for a newer one', async () => {
    const copies = new VersionedCopies<string>();
    const { calls, read } = reader(['5', '9']);
    expect(await copies.get('u', '5', read)).toBe('answer@5');
    expect(await copies.get('u', '5', read)).toBe('answer@5');
    expect(calls).toEqual(['5']);
    expect(await copies.get('u', '9', read)).toBe('answer@9');
    expect(calls).toEqual(['5', '9']);
  });

  it('shares a read under way, unless it is older than the version asked for', async () => {
    const copies = new VersionedCopies<string>();
    const { calls, read } = reader(['5', '9']);
    const [a, b] = await Promise.all([copies.get('u', '5', read), copies.get('u', '5', read)]);
    expect([a, b, calls]).toEqual(['answer@5', 'answer@5', ['5']]);
    const later = reader(['5', '9']);
    const [c, d] = await Promise.all([copies.get('v', '5', later.read), copies.get('v', '9', later.read)]);
    expect([c, d, later.calls]).toEqual(['answer@5', 'answer@9', ['5', '9']]);
  });

  it('keeps a later copy when an earlier read finishes after it', async () => {
    const copies = new VersionedCopies<string>();
    let release: () => void = () => undefined;
    const slow = () => new Promise<Versioned<string>>((resolve) => { release = () => resolve({ version: '5', value: 'answer@5', bytes: 10 }); });
    const first = copies.get('u', '5', slow);
    await Promise.resolve();
    expect(await copies.get('u', '9', async () => ({ version: '9', value: 'answer@9', bytes: 10 }))).toBe('answer@9');
    release();
    expect(await first).toBe('answer@5');
    const none = reader(['1']);
    expect(await copies.get('u', '9', none.read)).toBe('answer@9');
    expect(none.calls).toEqual([]);
  });

});

describe('versioned copies: budget, clear and trust', () => {
  it('keeps within its byte budget, the least recently used out first', async () => {
    const copies = new VersionedCopies<string>(25);
    const { read } = reader(['1']);
    await copies.get('a', '1', read);
    await copies.get('b', '1', read);
    await copies.get('a', '1', read); // a is now the most recently used
    await copies.get('c', '1', read);
    expect(copies.size).toEqual({ copies: 2, bytes: 20 });
    const again = reader(['1']);
    await copies.get('a', '1', again.read);
    await copies.get('b', '1', again.read);
    expect(again.calls).toEqual(['1']); // b was evicted, a was kept
  });

  it('keeps no copy larger than the whole budget, and drops the one it replaces', async () => {
    const copies = new VersionedCopies<string>(25);
    await copies.get('a', '1', async () => ({ version: '1', value: 'small', bytes: 10 }));
    expect(await copies.get('a', '2', async () => ({ version: '2', value: 'huge', bytes: 30 }))).toBe('huge');
    expect(copies.size).toEqual({ copies: 0, bytes: 0 });
  });

  it('drops everything at clear(), and keeps no read that began before it', async () => {
    const copies = new VersionedCopies<string>();
    const { calls, read } = reader(['1']);
    await copies.get('u', '1', read);
    let release: () => void = () => undefined;
    const slow = () => new Promise<Versioned<string>>((resolve) => { release = () => resolve({ version: '1', value: 'before the repair', bytes: 10 }); });
    copies.clear();
    const during = copies.get('v', '1', slow);
    await Promise.resolve();
    copies.clear();
    release();
    expect(await during).toBe('before the repair');
    expect(copies.size).toEqual({ copies: 0, bytes: 0 });
    await copies.get('u', '1', read);
    expect(calls).toEqual(['1', '1']);
  });

  it('neither serves nor keeps copies while they are not to be trusted', async () => {
    let trusted = false;
    const copies = new VersionedCopies<string>(1024, () => trusted);
    const { calls, read } = reader(['1']);
    expect(await copies.get('u', '1', read)).toBeNull();
    expect(calls).toEqual([]);
    trusted = true;
    expect(await copies.get('u', '1', read)).toBe('answer@1');
    trusted = false;
    expect(await copies.get('u', '1', read)).toBeNull();
  });

  it('keeps nothing when the read has nothing to keep', async () => {
    const copies = new VersionedCopies<string>();
    expect(await copies.get('u', '1', async () => null)).toBeNull();
    expect(copies.size).toEqual({ copies: 0, bytes: 0 });
  });
});
