// The investor's basket: GET /api/basket, PUT/DELETE /api/basket/items/{product_id}, DELETE /api/basket.
import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader, uuidParam } from '../../shared/http/validation';
import { BasketService } from '../basket/basket.service';

@Controller('basket')
export class BasketController {
  constructor(private readonly basket: BasketService) {}

  @Get()
  get(@CurrentUser() user: SessionUser) {
    return this.basket.view(user.id);
  }

  @Put('items/:productId')
  put(@Param('productId') productId: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    const id = uuidParam(productId, 'product_id');
    const reader = new BodyReader(body, ['amount']);
    const amount = reader.integer('amount');
    reader.done();
    return this.basket.put(user.id, id, amount);
  }

  @Delete('items/:productId')
  remove(@Param('productId') productId: string, @CurrentUser() user: SessionUser) {
    return this.basket.remove(user.id, uuidParam(productId, 'product_id'));
  }

  /** Clears the whole basket. */
  @Delete()
  clear(@CurrentUser() user: SessionUser) {
    return this.basket.remove(user.id, null);
  }
}
