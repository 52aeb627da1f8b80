// The legal name lock (docs/api.md PATCH /me): once identity is verified the name is the verified legal
// name — the one banks compare a withdrawal account's holder against — so a profile edit may not
// change it. Sending the same name again is no change and passes.
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import { invalidInput } from '../../shared/errors/domain-error';

export async function assertNameChangeAllowed(dataSource: DataSource, userId: string, name: string | undefined): Promise<void> {
  if (name === undefined) return;
  const row = await one<{ name: string; verified: boolean }>(dataSource, `SELECT name, identity_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`, [userId]);
  if (row?.verified && row.name !== name) throw invalidInput({ name: 'locked' });
}
