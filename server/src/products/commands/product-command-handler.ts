// What an operator's command on a product does once it is decided: answers the product as the
// operators' screens show it. Commands that end the product's live holds (cancel, execute, the
// reconfirmation deadline) move each investor's held money in the same append, decided by the
// wallet (the only context that decides investor-{userId}).
import { Injectable } from '@nestjs/common';
import type { InvestorWalletCommand, WalletCommand } from '../../wallet';
import { WalletStreams } from '../../wallet';
import type { RunOptions } from '../../shared/event-store/decider-stream';
import { CommandContext, commandMetadata } from '../../shared/queue/queued-command';
import type { ProductCommand, ProductState } from '../product.decider';
import type { InvestmentLine, ProductEvent } from '../product.events';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';

@Injectable()
export abstract class ProductCommandHandler {
  constructor(
    protected readonly streams: ProductStreams,
    protected readonly queries: ProductQueries,
    protected readonly wallets: WalletStreams,
  ) {}

  /** Decides `command` on the product's stream and answers the operators' view of the product. */
  protected async decideAndShow(ctx: CommandContext, productId: string, command: ProductCommand, options?: RunOptions<ProductEvent, ProductState>) {
    await this.streams.run(ctx.tx, productId, command, commandMetadata(ctx), options);
    return this.queries.adminView(ctx.tx, productId);
  }

  /** The wallet's appends for `lines` (each investor's command from its line), for a run's `before`. */
  protected movingHolds(ctx: CommandContext, lines: readonly InvestmentLine[], commandOf: (line: InvestmentLine) => WalletCommand) {
    const commands: InvestorWalletCommand[] = lines.map((line) => ({ userId: line.userId, command: commandOf(line) }));
    return this.wallets.decideAll(ctx.tx, commands);
  }
}
