// Security events (ASVS V7.1.3, 7.2.1, 7.2.2): logins that succeed, fail or hit the lock,
// step-up failures and locks, refused CSRF tokens and roles — one JSON line each in context
// `security`, with what an investigation needs (event, user id, client address, request id) and
// never a password, a session id or a token. E-mails are logged as a short SHA-256 digest: enough
// to see one address being hammered, not the address itself (personal information).
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';

export type SecurityEvent =
  | 'login_succeeded' | 'login_failed' | 'login_locked'
  | 'step_up_failed' | 'step_up_locked'
  | 'csrf_refused' | 'role_refused';

const SUCCESSES = new Set<SecurityEvent>(['login_succeeded']);
const logger = new Logger('security');

export interface SecurityEventFields {
  userId?: string;
  email?: string;
  ip?: string;
  requestId?: string;
}

export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

export function securityEvent(event: SecurityEvent, fields: SecurityEventFields = {}): void {
  const line = {
    msg: 'security',
    event,
    ...(fields.userId ? { user_id: fields.userId } : {}),
    ...(fields.email ? { email_digest: emailDigest(fields.email) } : {}),
    ...(fields.ip ? { ip: fields.ip } : {}),
    ...(fields.requestId ? { request_id: fields.requestId } : {}),
  };
  if (SUCCESSES.has(event)) logger.log(line);
  else logger.warn(line);
}
