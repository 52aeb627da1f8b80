// Public board endpoints: lists for everyone (investor-only posts show their titles), one post
// with prev/next for whoever may open it (see articles/article-access.policy.ts).
import { Controller, Get, Param, Query } from '@nestjs/common';
import { CurrentUser, Public, SessionUser } from '../../shared/http/auth.decorators';
import { PublicCache } from '../../shared/http/public-cache.interceptor';
import { queryOf, uuidOf } from '../../shared/http/schema';
import { boardParam } from '../articles/board-names';
import { BoardsService } from '../boards.service';
import { presentArticle, presentSummary } from './article.presenter';
import { LIST_BOARD } from './boards.schema';

@Controller('boards')
export class BoardsController {
  constructor(private readonly boards: BoardsService) {}

  /** `?page&size&q&category` → `{items, page, size, total}`, pinned first, newest first. */
  @Public()
  @PublicCache('boards')
  @Get(':board')
  async list(@Param('board') boardName: string, @Query() query: Record<string, unknown>) {
    const board = boardParam(boardName);
    const { page = 1, size = 20, q, category } = queryOf(LIST_BOARD, query);
    const { items, total } = await this.boards.list(board, { q, category, offset: (page - 1) * size, size });
    return { items: items.map(presentSummary), page, size, total };
  }

  @Public()
  @Get(':board/:id')
  async detail(@Param('board') boardName: string, @Param('id') id: string, @CurrentUser() user: SessionUser | undefined) {
    const board = boardParam(boardName);
    const { article, prev, next } = await this.boards.open(board, uuidOf(id), user);
    return presentArticle(article, { prev, next });
  }
}
