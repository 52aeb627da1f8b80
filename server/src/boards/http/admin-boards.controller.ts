// Operators write posts. HTML is sanitized on save (http/article-input.reader.ts), so stored
// bodies are already safe for every reader. The board is read first (an unknown one is
// not_found), then the post (PATCH), then the body.
import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { bodyOf, uuidOf } from '../../shared/http/schema';
import { boardParam } from '../articles/board-names';
import { BoardsService } from '../boards.service';
import { articleDraft } from './article-input.reader';
import { presentArticle } from './article.presenter';
import { ADMIN_CREATE_ARTICLE, ADMIN_UPDATE_ARTICLE } from './boards.schema';

@Roles('operator')
@Controller('admin/boards')
export class AdminBoardsController {
  constructor(private readonly boards: BoardsService) {}

  /** `{title, body, pinned?, investor_only?, product_id?, category?, source?, link_url?, attachments?}` → 201 article. */
  @Post(':board')
  async create(@Param('board') boardName: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    const board = boardParam(boardName);
    const article = await this.boards.create(board, articleDraft(bodyOf(ADMIN_CREATE_ARTICLE, body)), user.id);
    return presentArticle(article);
  }

  /** Any subset of the fields above; `product_id: null` removes the product link. */
  @Patch(':board/:id')
  async update(@Param('board') boardName: string, @Param('id') id: string, @Body() body: unknown) {
    const board = boardParam(boardName);
    const current = await this.boards.findInBoard(board, uuidOf(id));
    const article = await this.boards.update(board, current.id, articleDraft(bodyOf(ADMIN_UPDATE_ARTICLE, body), current));
    return presentArticle(article);
  }

  @Delete(':board/:id')
  @HttpCode(204)
  async remove(@Param('board') boardName: string, @Param('id') id: string): Promise<void> {
    await this.boards.delete(boardParam(boardName), uuidOf(id));
  }
}
