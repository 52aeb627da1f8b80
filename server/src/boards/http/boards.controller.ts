// Public board endpoints: lists for everyone (investor-only posts show their titles), one post
// with prev/next for whoever may open it (see articles/article-access.policy.ts).
import { Controller, Get, Param, Query } from '@nestjs/common';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, Public, SessionUser } from '../../shared/http/auth.decorators';
import { PublicCache } from '../../shared/http/public-cache.interceptor';
import { pageQuery, uuidParam } from '../../shared/http/validation';
import { boardParam } from '../articles/board-names';
import { BoardsService } from '../boards.service';
import { presentArticle, presentSummary } from './article.presenter';

const MAX_QUERY_CHARS = 100;

function optionalQueryText(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.trim().length > max) throw invalidInput({ [field]: 'invalid_value' });
  return value.trim() || undefined;
}

@Controller('boards')
export class BoardsController {
  constructor(private readonly boards: BoardsService) {}

  /** `?page&size&q&category` → `{items, page, size, total}`, pinned first, newest first. */
  @Public()
  @PublicCache('boards')
  @Get(':board')
  async list(@Param('board') boardName: string, @Query() query: Record<string, unknown>) {
    const board = boardParam(boardName);
    const { page, size, offset } = pageQuery(query);
    const q = optionalQueryText(query.q, 'q', MAX_QUERY_CHARS);
    const category = optionalQueryText(query.category, 'category', 40);
    const { items, total } = await this.boards.list(board, { q, category, offset, size });
    return { items: items.map(presentSummary), page, size, total };
  }

  @Public()
  @Get(':board/:id')
  async detail(@Param('board') boardName: string, @Param('id') id: string, @CurrentUser() user: SessionUser | undefined) {
    const board = boardParam(boardName);
    const { article, prev, next } = await this.boards.open(board, uuidParam(id), user);
    return presentArticle(article, { prev, next });
  }
}
