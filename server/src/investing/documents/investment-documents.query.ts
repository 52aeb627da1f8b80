// Reads an investor's own investment documents (docs/api.md "Investment documents and tax forms"):
// another investor's investment answers like an unknown one (not_found), as every own-resource
// read does, so ids cannot be probed.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { DOCUMENT_KINDS_SHOWN, type InvestmentDocument, type InvestmentDocumentListItem } from '../http/investing-answers.schema';
import type { DocumentKind } from './document-contents';

/** prospectus first, then contract (then a claim bought's transfer contract): the order docs/api.md lists them in. */
const KIND_ORDER = `array_position(ARRAY[${DOCUMENT_KINDS_SHOWN.map((k) => `'${k}'`).join(', ')}], kind)`;

@Injectable()
export class InvestmentDocumentsQuery {
  constructor(private readonly dataSource: DataSource) {}

  private async assertOwn(userId: string, investmentId: string): Promise<void> {
    // A claim bought is held under its listing's id, whose transfer contract names the buyer.
    const owner = await one<{ user_id: string }>(
      this.dataSource,
      `SELECT user_id FROM investments WHERE id = $1 UNION ALL SELECT user_id FROM investment_documents WHERE investment_id = $1 AND kind = 'transfer_contract' LIMIT 1`,
      [investmentId],
    );
    if (!owner || owner.user_id !== userId) throw new DomainError('not_found');
  }

  async list(userId: string, investmentId: string): Promise<InvestmentDocumentListItem[]> {
    await this.assertOwn(userId, investmentId);
    const found = await rows<{ kind: DocumentKind; version: string; issued_at: Date }>(
      this.dataSource,
      `SELECT kind, version, issued_at FROM investment_documents WHERE investment_id = $1 ORDER BY ${KIND_ORDER}`,
      [investmentId],
    );
    return found.map((d) => ({ kind: d.kind, version: d.version, issued_at: new Date(d.issued_at).toISOString() }));
  }

  async one(userId: string, investmentId: string, kind: DocumentKind): Promise<InvestmentDocument> {
    await this.assertOwn(userId, investmentId);
    const found = await one<{ kind: DocumentKind; version: string; issued_at: Date; content: unknown }>(
      this.dataSource,
      // The document as issued: its body with its own fields over it (a document issued before
      // migrations/1763801750000-document-bodies.ts and not moved yet is whole, without a body).
      `SELECT d.kind, d.version, d.issued_at, COALESCE(b.body, '{}'::jsonb) || d.content AS content
       FROM investment_documents d LEFT JOIN document_bodies b ON b.hash = d.body_hash
       WHERE d.investment_id = $1 AND d.kind = $2`,
      [investmentId, kind],
    );
    if (!found) throw new DomainError('not_found');
    return { investment_id: investmentId, kind: found.kind, version: found.version, issued_at: new Date(found.issued_at).toISOString(), content: found.content };
  }

  /** The documents of each of an investor's investments, for GET /investments (one read for the list). */
  async byInvestment(userId: string, investmentIds: readonly string[]): Promise<Map<string, InvestmentDocumentListItem[]>> {
    const found = await rows<{ investment_id: string; kind: DocumentKind; version: string; issued_at: Date }>(
      this.dataSource,
      `SELECT investment_id, kind, version, issued_at FROM investment_documents
       WHERE user_id = $1 AND investment_id = ANY($2::uuid[]) ORDER BY investment_id, ${KIND_ORDER}`,
      [userId, [...investmentIds]],
    );
    const byId = new Map<string, InvestmentDocumentListItem[]>();
    for (const d of found) {
      const list = byId.get(d.investment_id) ?? [];
      list.push({ kind: d.kind, version: d.version, issued_at: new Date(d.issued_at).toISOString() });
      byId.set(d.investment_id, list);
    }
    return byId;
  }
}
