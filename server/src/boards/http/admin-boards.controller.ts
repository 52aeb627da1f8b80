// Operators write posts. HTML is sanitized on save (http/article-input.reader.ts), so stored
// bodies are already safe for every reader.
import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { uuidParam } from '../../shared/http/validation';
import { boardParam } from '../articles/board-names';
import { BoardsService } from '../boards.service';
import { readArticleInput } from './article-input.reader';
import { presentArticle } from './article.presenter';

@Roles('operator')
@Controller('admin/boards')
export class AdminBoardsController {
  constructor(private readonly boards: BoardsService) {}

  /** `{title, body, pinned?, investor_only?, product_id?, category?, source?, link_url?, attachments?}` → 201 article. */
  @Post(':board')
  async create(@Param('board') boardName: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    const board = boardParam(boardName);
    const article = await this.boards.create(board, readArticleInput(body), user.id);
    return presentArticle(article);
  }

  /** Any subset of the fields above; `product_id: null` removes the product link. */
  @Patch(':board/:id')
  async update(@Param('board') boardName: string, @Param('id') id: string, @Body() body: unknown) {
    const board = boardParam(boardName);
    const current = await this.boards.findInBoard(board, uuidParam(id));
    const article = await this.boards.update(board, current.id, readArticleInput(body, current));
    return presentArticle(article);
  }

  @Delete(':board/:id')
  @HttpCode(204)
  async remove(@Param('board') boardName: string, @Param('id') id: string): Promise<void> {
    await this.boards.delete(boardParam(boardName), uuidParam(id));
  }
}
