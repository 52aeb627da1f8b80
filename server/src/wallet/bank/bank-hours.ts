// The bank's maintenance window in Korea time (default 23:30–00:30, it may wrap midnight), and
// the operators' override: closed true forces it closed, false forces it open, null follows it.
import type { BankMaintenance as MaintenanceWindow } from '../../config/app-config';
import { seoulMinuteOfDay } from '../../shared/clock';

export function inMaintenance(window: MaintenanceWindow, at: Date): boolean {
  if (!window || window.startMinute === window.endMinute) return false;
  const minute = seoulMinuteOfDay(at);
  return window.startMinute < window.endMinute
    ? minute >= window.startMinute && minute < window.endMinute
    : minute >= window.startMinute || minute < window.endMinute;
}

export function bankOpen(window: MaintenanceWindow, closedOverride: boolean | null, at: Date): boolean {
  if (closedOverride !== null) return !closedOverride;
  return !inMaintenance(window, at);
}
