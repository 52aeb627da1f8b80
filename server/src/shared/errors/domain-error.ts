// Expected failures (a broken business rule, bad input) are values with a fail_code;
// anything else that is thrown is a bug and answers 500 unknown_error.
import { FailCode, messageOf, statusOf } from './fail-codes';

export class DomainError extends Error {
  readonly name = 'DomainError';
  constructor(
    readonly failCode: FailCode,
    readonly details: { fields?: Record<string, string>; product_id?: string; attempts_left?: number; message?: string; names?: { current: string; verified: string } } = {},
  ) {
    // An expected answer, given by the thousand in a launch rush: no stack is read, so none is
    // captured (capturing one costs more than the rest of the refusal).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(details.message ?? messageOf(failCode));
    Error.stackTraceLimit = stackTraceLimit;
  }

  get status(): number {
    return statusOf(this.failCode);
  }

  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { fail_code: this.failCode, message: this.message };
    if (this.details.fields) body.fields = this.details.fields;
    if (this.details.product_id) body.product_id = this.details.product_id;
    if (this.details.names) body.names = this.details.names;
    if (this.details.attempts_left !== undefined) body.attempts_left = this.details.attempts_left;
    return body;
  }
}

export function invalidInput(fields: Record<string, string>): DomainError {
  return new DomainError('invalid_input', { fields });
}

/**
 * For states that must be impossible: a failed assertion is a bug, not a domain error. In a hot
 * loop, a message built from values is passed as a function, built only when the assertion fails.
 */
export function assert(condition: unknown, message: string | (() => string)): asserts condition {
  if (!condition) throw new Error(`assertion failed: ${typeof message === 'function' ? message() : message}`);
}

export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
