import type { BoardName } from './board-names';

export interface Attachment {
  name: string;
  url: string;
}

export interface ArticleRecord {
  id: string;
  board: BoardName;
  title: string;
  bodyHtml: string;
  pinned: boolean;
  investorOnly: boolean;
  productId: string | null;
  category: string | null;
  source: string | null;
  linkUrl: string | null;
  attachments: Attachment[];
  createdAt: Date;
  updatedAt: Date;
}

export type ArticleSummary = Omit<ArticleRecord, 'bodyHtml' | 'attachments' | 'updatedAt'>;

/** What an operator writes; `bodyHtml` is already sanitized when it reaches the store. */
export interface ArticleDraft {
  title: string;
  bodyHtml: string;
  pinned: boolean;
  investorOnly: boolean;
  productId: string | null;
  category: string | null;
  source: string | null;
  linkUrl: string | null;
  attachments: Attachment[];
  createdAt?: Date;
}

export interface ArticleLink {
  id: string;
  title: string;
}
