// Issues each placed investment's two documents inside the placement's own transaction (docs/api.md
// "Investment documents and tax forms"): the investment and its documents commit together or not
// at all, and the prospectus is the very disclosure object whose version the investment records
// (the placement computed both from one read). A follower over the log could only compute the
// disclosure later, after the product or the policy may have changed — not what the investor saw.
// One INSERT for the whole batch: a launch rush of 200 investments adds one statement; what the
// batch's documents share is sent once (shared-content.ts) and stored once (document_bodies).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedRows } from '../../shared/database/sql';
import { assert } from '../../shared/errors/domain-error';
import type { AppendEntry, Tx } from '../../shared/event-store/event-store.types';
import type { DisclosureSnapshot, ProductInvestmentPlaced } from '../../products';
import { contractContent, DocumentKind, PlacedForDocuments, prospectusContent, PurchasedForDocuments, transferContractContent } from './document-contents';
import { splitSharedContent } from './shared-content';

interface DocumentRow {
  investmentId: string;
  kind: DocumentKind;
  version: string;
  userId: string;
  productId: string;
  issuedAt: string;
  content: unknown;
}

/** Every investment the entries place, from their product streams' ProductInvestmentPlaced. */
export function placementsOf(entries: readonly AppendEntry[]): ProductInvestmentPlaced['data'][] {
  return entries.flatMap((entry) => entry.appends.flatMap((append) =>
    append.events.filter((e) => e.type === 'ProductInvestmentPlaced').map((e) => e.data as ProductInvestmentPlaced['data'])));
}

export function documentRows(placed: PlacedForDocuments, snapshot: DisclosureSnapshot): DocumentRow[] {
  const base = { investmentId: placed.investmentId, version: snapshot.disclosure.version, userId: placed.userId, productId: placed.productId, issuedAt: placed.placedAt };
  return [
    { ...base, kind: 'prospectus', content: prospectusContent(snapshot) },
    { ...base, kind: 'contract', content: contractContent(placed, snapshot) },
  ];
}

@Injectable()
export class InvestmentDocumentIssuer {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Legal names of the investors, from the pool: a name is locked once identity is verified and
   * only verified investors invest, so it cannot change between this read and the placement.
   */
  async investorNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const found = await preparedRows<{ id: string; name: string }>(this.dataSource, `SELECT id, name FROM users WHERE id = ANY($1::uuid[])`, [[...userIds]]);
    return new Map(found.map((u) => [u.id, u.name]));
  }

  /** Writes both documents of every investment the entries place, in the placement's transaction. */
  async issue(tx: Tx, entries: readonly AppendEntry[], snapshots: ReadonlyMap<string, DisclosureSnapshot>, names: ReadonlyMap<string, string>): Promise<void> {
    const documents: DocumentRow[] = placementsOf(entries).flatMap((d) => {
      const snapshot = snapshots.get(d.productId);
      // Every product a placement names has a row, and so a disclosure, in the batch's read.
      assert(snapshot, () => `no disclosure for product ${d.productId} to issue documents from`);
      return documentRows({ ...d, investorName: names.get(d.userId) ?? '' }, snapshot);
    });
    await this.write(tx, documents);
  }

  /**
   * The buyer's transfer contract of a claim bought (docs/api.md "Transfers"), in the purchase's
   * transaction, keyed by the listing (the buyer's holding in investment_returns has the same id).
   */
  async issueTransfer(tx: Tx, buyerId: string, purchased: PurchasedForDocuments, snapshot: DisclosureSnapshot, issuedAt: string): Promise<void> {
    await this.write(tx, [{
      investmentId: purchased.listingId, kind: 'transfer_contract', version: snapshot.disclosure.version, userId: buyerId, productId: snapshot.productId, issuedAt,
      content: transferContractContent(purchased, snapshot),
    }]);
  }

  private async write(tx: Tx, documents: DocumentRow[]): Promise<void> {
    if (documents.length === 0) return;
    const split = splitSharedContent(documents.map((d) => d.content), (i) => `${documents[i].kind}:${documents[i].productId}:${documents[i].version}`);
    // The parts travel as two JSON arrays, not as text[]: an array of JSON texts is escaped element
    // by element on both sides, which cost more than the insert itself.
    // Each shared part is a document body, kept once under the hash of its jsonb text
    // (migrations/1763801750000-document-bodies.ts): a product's prospectus is stored once for
    // all its investments, whichever batch issues it; a document keeps only its own fields.
    await preparedRows(
      tx,
      `WITH s AS (
         SELECT part, n, encode(sha256(convert_to(part::text, 'UTF8')), 'hex') AS hash FROM jsonb_array_elements($9::jsonb) WITH ORDINALITY AS s(part, n)
       ), bodies AS (
         INSERT INTO document_bodies (hash, body) SELECT DISTINCT ON (hash) hash, part FROM s ON CONFLICT (hash) DO NOTHING
       )
       INSERT INTO investment_documents (investment_id, kind, version, user_id, product_id, issued_at, body_hash, content)
       SELECT x.investment_id, x.kind, x.version, x.user_id, x.product_id, x.issued_at, s.hash, o.part
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::timestamptz[], $7::int[])
              WITH ORDINALITY AS x(investment_id, kind, version, user_id, product_id, issued_at, shared_n, n)
       JOIN jsonb_array_elements($8::jsonb) WITH ORDINALITY AS o(part, n) ON o.n = x.n
       JOIN s ON s.n = x.shared_n
       ORDER BY x.n`,
      [
        documents.map((d) => d.investmentId), documents.map((d) => d.kind), documents.map((d) => d.version), documents.map((d) => d.userId),
        documents.map((d) => d.productId), documents.map((d) => d.issuedAt), split.sharedIndex, JSON.stringify(split.own), `[${split.shared.join(',')}]`,
      ],
    );
  }
}
