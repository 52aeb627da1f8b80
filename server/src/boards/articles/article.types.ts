import type { BoardName } from './board-names';

export interface Attachment {
  name: string;
  url: string;
}

/** What a post says and how it is shown: written by an operator, stored as is. */
export interface ArticleContent {
  title: string;
  bodyHtml: string;
  pinned: boolean;
  investorOnly: boolean;
  productId: string | null;
  category: string | null;
  source: string | null;
  linkUrl: string | null;
  attachments: Attachment[];
}

export interface ArticleRecord extends ArticleContent {
  id: string;
  board: BoardName;
  createdAt: Date;
  updatedAt: Date;
}

export type ArticleSummary = Omit<ArticleRecord, 'bodyHtml' | 'attachments' | 'updatedAt'>;

/** What an operator writes; `bodyHtml` is already sanitized when it reaches the store. */
export interface ArticleDraft extends ArticleContent {
  createdAt?: Date;
}

export interface ArticleLink {
  id: string;
  title: string;
}
