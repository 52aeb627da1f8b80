// The investor's basket: GET /api/basket, PUT/DELETE /api/basket/items/{product_id}, DELETE /api/basket.
import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { bodyOf, UuidParam, uuidOf } from '../../shared/http/schema';
import { BasketService } from '../basket/basket.service';
import { PUT_BASKET_ITEM } from './basket.schema';

@Controller('basket')
export class BasketController {
  constructor(private readonly basket: BasketService) {}

  @Get()
  get(@CurrentUser() user: SessionUser) {
    return this.basket.view(user.id);
  }

  @Put('items/:productId')
  put(@Param('productId') productId: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    // The id first: a bad one is answered before the body is looked at.
    const id = uuidOf(productId, 'product_id');
    const { amount } = bodyOf(PUT_BASKET_ITEM, body);
    return this.basket.put(user.id, id, amount);
  }

  @Delete('items/:productId')
  remove(@UuidParam('productId', 'product_id') productId: string, @CurrentUser() user: SessionUser) {
    return this.basket.remove(user.id, productId);
  }

  /** Clears the whole basket. */
  @Delete()
  clear(@CurrentUser() user: SessionUser) {
    return this.basket.remove(user.id, null);
  }
}
