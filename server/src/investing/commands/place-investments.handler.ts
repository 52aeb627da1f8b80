// Places baskets a batch at a time: the pending investment commands of one product are decided
// together in memory by the pure placement rules (../placement/placement-rules.ts) and written
// with a fixed number of statements — the reads (investing's rows, wallets, registry, virtual
// accounts, the product, bank hours) once per batch, then the tickets and baskets, then one
// append of every event. A launch rush of 200 investments costs about a dozen round trips
// instead of 200 × 20. A single command is a batch of one: there is one rule path. Each placed
// investment's documents (its 연계투자설명서 and 계약서) are written in the same transaction, from
// the same disclosure read whose version the investment records (../documents/document-issuer.ts).
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../shared/clock';
import { preparedRows } from '../../shared/database/sql';
import { Tx } from '../../shared/event-store/event-store.types';
import { BatchVerdict, CommandBatchHandler, executeOne } from '../../shared/queue/command-batch-handlers';
import { CentralRegistry } from '../../registry';
import { LoadedProduct, ProductDisclosures, ProductStreams } from '../../products';
import { investorStreamId, WalletStreams } from '../../wallet';
import { InvestmentDocumentIssuer } from '../documents/document-issuer';
import { placeInvestments } from '../placement/placement-rules';
import { WalletFacts } from '../wallet-facts';
import { readInvestorFacts } from './investor-facts.reader';
import { PlaceInvestments } from './place-investments.command';

@CommandHandler(PlaceInvestments)
export class PlaceInvestmentsHandler implements ICommandHandler<PlaceInvestments>, CommandBatchHandler<PlaceInvestments> {
  constructor(
    private readonly wallets: WalletStreams,
    private readonly products: ProductStreams,
    private readonly registry: CentralRegistry,
    private readonly wallet: WalletFacts,
    private readonly disclosures: ProductDisclosures,
    private readonly documents: InvestmentDocumentIssuer,
  ) {}

  execute(command: PlaceInvestments) {
    return executeOne(this, command);
  }

  async executeBatch(tx: Tx, commands: PlaceInvestments[]): Promise<BatchVerdict[]> {
    const payloads = commands.map((c) => c.payload);
    const userIds = [...new Set(payloads.map((p) => p.userId))];
    const productIds = [...new Set(payloads.flatMap((p) => p.items.map((i) => i.productId)))];
    // Committed facts from the pool, asked first so that they arrive while the transaction's own
    // reads go one after another on its connection (a pg connection runs one query at a time).
    // Awaited further down; marked handled now, so a failure while the reads run is not an
    // unhandled rejection (the await below still throws it).
    const vaccountHolders = this.wallet.vaccountHolders(userIds);
    const bankOpen = this.wallet.bankOpen(tx);
    const disclosures = this.disclosures.snapshots(productIds);
    const investorNames = this.documents.investorNames(userIds);
    for (const pending of [vaccountHolders, bankOpen, disclosures, investorNames]) pending.catch(() => undefined);
    const investors = await readInvestorFacts(tx, commands.map((c) => ({ ...c.payload, businessOn: seoulDate(c.ctx.businessNow) })));
    const loadedWallets = await this.wallets.loadMany(tx, userIds);
    const wallets = new Map([...loadedWallets].map(([userId, wallet]) => [investorStreamId(userId), wallet]));
    const products = new Map<string, LoadedProduct>();
    for (const productId of productIds) products.set(productId, await this.products.load(tx, productId));
    const registry = await this.registry.lookup(tx, userIds);
    const snapshots = await disclosures;
    const disclosureVersions = new Map([...snapshots].map(([productId, s]) => [productId, s.disclosure.version]));
    const placement = placeInvestments(
      { products, wallets, registry, vaccountHolders: await vaccountHolders, bankOpen: await bankOpen, disclosureVersions },
      commands.map((command, i) => ({ payload: command.payload, ctx: command.ctx, investor: investors[i] })),
    );
    if (placement.entries.length > 0) {
      await preparedRows(
        tx,
        `WITH used AS (
           UPDATE invest_tickets t SET used_at = x.at FROM unnest($1::uuid[], $2::timestamptz[]) AS x(ticket, at) WHERE t.ticket = x.ticket)
         DELETE FROM basket_items b USING unnest($3::uuid[], $4::uuid[]) AS y(user_id, product_id)
         WHERE b.user_id = y.user_id AND b.product_id = y.product_id`,
        [placement.usedTickets.map((t) => t.ticket), placement.usedTickets.map((t) => t.at), placement.basketCleared.map((b) => b.userId), placement.basketCleared.map((b) => b.productId)],
      );
      await this.products.appendBatch(tx, placement.entries);
      await this.documents.issue(tx, placement.entries, snapshots, await investorNames);
    }
    return placement.verdicts;
  }
}
