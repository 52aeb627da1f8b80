// The eight boards (docs/api.md "Boards and pages"). `press` items link out (no detail screen on the
// web), `faq` answers are grouped by category, `overdue` posts come from the repayments batch.
import { DomainError } from '../../shared/errors/domain-error';
import { BOARD_NAMES, type BoardName } from './board-names.list';

export { BOARD_NAMES, type BoardName };

export function isBoardName(value: unknown): value is BoardName {
  return typeof value === 'string' && (BOARD_NAMES as readonly string[]).includes(value);
}

/** A board path segment: an unknown board is 404 not_found, like an unknown page. */
export function boardParam(value: string): BoardName {
  if (!isBoardName(value)) throw new DomainError('not_found');
  return value;
}
