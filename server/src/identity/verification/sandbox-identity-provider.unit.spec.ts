// The sandbox identity provider verifies every claim except a phone ending in 0000, names the same person the same way, and, asked with consent, confirms a typed resident number or returns a test one of the birth date.
import { SandboxIdentityProvider } from './sandbox-identity-provider';

describe('SandboxIdentityProvider', () => {
  const provider = new SandboxIdentityProvider();
  const claim = { name: '홍길동', birthDate: '1990-01-02', phone: '010-1234-5678' };

  it('verifies a claim and returns the name as the legal name', async () => {
    const answer = await provider.verify(claim);
    expect(answer).toMatchObject({ verified: true, verifiedName: '홍길동' });
    expect(await provider.verify({ ...claim, phone: '01012345678' })).toEqual(answer);
  });

  it('refuses a phone ending in 0000, with or without dashes', async () => {
    expect(await provider.verify({ ...claim, phone: '010-1234-0000' })).toEqual({ verified: false, reason: 'phone_not_matched' });
    expect(await provider.verify({ ...claim, phone: '01099990000' })).toEqual({ verified: false, reason: 'phone_not_matched' });
    expect((await provider.verify({ ...claim, phone: '010-1000-0001' })).verified).toBe(true);
  });

  it('gives different people different references', async () => {
    const a = await provider.verify(claim);
    const b = await provider.verify({ ...claim, birthDate: '1990-01-03' });
    expect(a.verified && b.verified && a.providerReference !== b.providerReference).toBe(true);
  });

  it('confirms a typed resident number, or returns a stable test number of the birth date, only when asked', async () => {
    expect(await provider.verify(claim)).not.toHaveProperty('residentNumber');
    expect(await provider.verify(claim, { given: '9001021234567' })).toMatchObject({ residentNumber: '9001021234567' });
    const returned = await provider.verify(claim, { given: null });
    expect(returned).toMatchObject({ residentNumber: expect.stringMatching(/^9001021\d{6}$/) });
    expect(await provider.verify(claim, { given: null })).toEqual(returned);
    expect(await provider.verify({ ...claim, birthDate: '2004-11-30' }, { given: null })).toMatchObject({ residentNumber: expect.stringMatching(/^0411303\d{6}$/) });
  });
});
