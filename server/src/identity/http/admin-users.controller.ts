// Operators search accounts by name, e-mail, phone, company name or business number (403
// forbidden for investors). A corporate account's `corporate` carries its beneficial owner here
// (customer due diligence, 특금법 5조의2).
import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likeLiteral, one, rows } from '../../shared/database/sql';
import { Roles } from '../../shared/http/auth.decorators';
import { QueryOf, ValidQuery } from '../../shared/http/schema';
import { USER_COLUMNS, UserRow, UserView } from '../users/user-view';
import { ADMIN_SEARCH_USERS } from './admin-users.schema';
import type { User } from './identity-answers.schema';

@Controller('admin/users')
@Roles('operator')
export class AdminUsersController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserView,
  ) {}

  @Get()
  async search(@ValidQuery(ADMIN_SEARCH_USERS) query: QueryOf<typeof ADMIN_SEARCH_USERS>): Promise<{ items: User[]; page: number; size: number; total: number }> {
    const { page = 1, size = 20 } = query;
    const offset = (page - 1) * size;
    const q = query.q ? `%${likeLiteral(query.q)}%` : null;
    // A corporation is also found by its company name or business number (typed with or without dashes).
    const where = `WHERE $1::text IS NULL OR u.email ILIKE $1 OR u.name ILIKE $1 OR u.phone ILIKE $1
      OR EXISTS (SELECT 1 FROM corporate_members c WHERE c.user_id = u.id AND (c.company_name ILIKE $1 OR c.business_number LIKE replace($1, '-', '')))`;
    const found = await rows<UserRow>(
      this.dataSource, `SELECT ${USER_COLUMNS} FROM users u ${where} ORDER BY u.created_at DESC, u.id LIMIT $2 OFFSET $3`, [q, size, offset]);
    const count = await one<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM users u ${where}`, [q]);
    return { items: await this.users.toBodies(found, undefined, { forOperators: true }), page, size, total: Number(count?.n ?? 0) };
  }
}
