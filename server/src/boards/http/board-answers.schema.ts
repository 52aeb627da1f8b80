// The boards' answer shapes (ArticleSummary, Article, the policies), read by the web as types: this
// module imports only the builders and the board names (no Nest).
import { at, bool, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, type Static } from '../../shared/http/schema/fields';
import { BOARD_NAMES } from '../articles/board-names.list';

export const ARTICLE_SUMMARY = Type.Object({
  id: uuid(), title: str(), created_at: at(), pinned: bool(), investor_only: bool(), product_id: Type.Optional(uuid()),
  category: Type.Optional(str('Addition to docs/api.md (faq).')), source: Type.Optional(str('Addition to docs/api.md (press).')), link_url: Type.Optional(str('Addition to docs/api.md (press).')),
}, { description: 'A list row; investor-only posts list for everyone (title only).' });
export type ArticleSummary = Static<typeof ARTICLE_SUMMARY>;

export const ARTICLE = Type.Object({
  id: uuid(), board: enumOf(BOARD_NAMES), title: str(), body_html: str('Sanitized HTML.'), created_at: at(),
  updated_at: at('Addition to docs/api.md.'), pinned: bool(), investor_only: bool(), product_id: nullable(uuid()),
  category: nullable(str()), source: nullable(str()), link_url: nullable(str()), attachments: Type.Array(Type.Object({ name: str(), url: str(undefined, { format: 'uri' }) })),
}, { description: 'A post. Beyond docs/api.md: updated_at, pinned, investor_only, product_id, category, source, link_url, attachments.' });
export type Article = Static<typeof ARTICLE>;

const neighbour = nullable(Type.Object({ id: uuid(), title: str() }));
export const ARTICLE_DETAIL = Type.Unsafe<Article & { prev: Static<typeof neighbour>; next: Static<typeof neighbour> }>({
  allOf: [ref('Article'), Type.Object({ prev: neighbour, next: neighbour })],
});
export type ArticleDetail = Static<typeof ARTICLE_DETAIL>;

export const POLICY_LIST = Type.Object({
  items: Type.Array(Type.Object({ terms: str(), title: str(), version: int(), effective_on: calendarDate(), upcoming: Type.Optional(Type.Object({ version: int(), effective_on: calendarDate() })) })),
});
export type PolicyList = Static<typeof POLICY_LIST>;

export const POLICY = Type.Object({
  terms: str(), title: str(), body_html: str(), effective_on: calendarDate(),
  version: int('Addition to docs/api.md.'), is_current: bool('Addition to docs/api.md.'),
  versions: Type.Array(Type.Object({ version: int(), effective_on: calendarDate(), is_current: bool(), upcoming: bool() }), { description: 'Addition to docs/api.md.' }),
});
export type Policy = Static<typeof POLICY>;
