// Time is passed in: deciders never read the clock, handlers get `now` from the command.
import { Injectable } from '@nestjs/common';

export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Tests move time forward (idle timeouts, due dates) without sleeping. */
  advanceForTests(ms: number): void {
    this.offsetMs += ms;
  }
  resetForTests(): void {
    this.offsetMs = 0;
  }
}

/** The calendar date (YYYY-MM-DD) of an instant in Korea time. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight, Korea time. */
export function seoulMinuteOfDay(at: Date): number {
  const shifted = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's end (Jan 31 + 1 → Feb 28/29). */
export function addMonths(onDate: string, months: number): string {
  const [y, m, d] = onDate.split('-').map(Number);
  const targetMonthIndex = (m - 1) + months;
  const year = y + Math.floor(targetMonthIndex / 12);
  const month = ((targetMonthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from one YYYY-MM-DD date to another (negative when `toOn` is earlier). */
export function daysBetween(fromOn: string, toOn: string): number {
  return Math.round((Date.parse(`${toOn}T00:00:00Z`) - Date.parse(`${fromOn}T00:00:00Z`)) / DAY_MS);
}

/** A YYYY-MM-DD date `days` calendar days later (earlier when negative). */
export function addDays(onDate: string, days: number): string {
  return new Date(Date.parse(`${onDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
