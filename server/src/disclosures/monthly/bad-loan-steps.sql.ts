// A bad loan's steps as the disclosures count them, read from the log itself (docs/design.md
// "Monthly disclosures"): each acceleration, recovery (a sale's price included) and write-off of
// every loan, dated by the business instant it was recorded, with the principal it moved. The
// steps are a handful per bad loan and the `events_type` index finds them, so the figures of any
// instant come exact from the events, with no read model of their own to keep, verify or replay.
// Event names and fields never change (loan.events.ts); a new shape would be a new type here.

/** Principal a recovery or sale takes back from what had been written off (summed over its investors). */
const WRITTEN_OFF_RECOVERED = `(SELECT COALESCE(sum((s->>'writtenOffPrincipalWon')::bigint), 0) FROM jsonb_array_elements(e.data->'shares') s)`;

/**
 * One row per step recorded before the instant `$at` (a SQL parameter like `$1`): `product_id`,
 * `at`, `kind` (accelerated | recovery | sale | write_off) and the principal it moved —
 * `defaulted` (claimed at acceleration), `recovered` (paid back by a recovery or a sale),
 * `written_off` (counted as lost), `written_off_recovered` (of `recovered`, what had been written off).
 */
export function badLoanStepsSql(at: string): string {
  return `(
    SELECT * FROM (
      SELECT substr(e.stream_id, 6)::uuid AS product_id,
             (CASE e.type WHEN 'LoanAccelerated' THEN e.data->>'acceleratedAt' ELSE e.data->>'recordedAt' END)::timestamptz AS at,
             CASE e.type WHEN 'LoanAccelerated' THEN 'accelerated' WHEN 'LoanWrittenOff' THEN 'write_off' ELSE e.data->>'kind' END AS kind,
             CASE WHEN e.type = 'LoanAccelerated' THEN (e.data->>'principalWon')::bigint ELSE 0 END AS defaulted,
             CASE WHEN e.type = 'LoanRecovered' THEN (e.data->>'principalWon')::bigint ELSE 0 END AS recovered,
             CASE WHEN e.type = 'LoanWrittenOff' THEN (e.data->>'principalWon')::bigint ELSE 0 END AS written_off,
             CASE WHEN e.type = 'LoanRecovered' THEN ${WRITTEN_OFF_RECOVERED} ELSE 0 END AS written_off_recovered
      FROM events e
      WHERE e.type IN ('LoanAccelerated', 'LoanRecovered', 'LoanWrittenOff') AND e.stream_id LIKE 'loan-%'
    ) steps WHERE steps.at < ${at}
  )`;
}

/** Per loan before the instant: principal recovered, written off net of later recoveries, and whether it was accelerated. */
export function badLoanSumsSql(at: string): string {
  return `(
    SELECT product_id, sum(recovered) AS recovered, sum(written_off - written_off_recovered) AS written_off_net, bool_or(kind = 'accelerated') AS accelerated
    FROM ${badLoanStepsSql(at)} b GROUP BY product_id
  )`;
}
