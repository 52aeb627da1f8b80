// The common tail of every wallet handler: fold the new events, append them at the version the
// decision was made on, with the command's metadata.
import { EventStore } from '../../shared/event-store/event-store';
import { CommandContext } from '../../shared/queue/queued-command';
import { WalletEvent, WalletState, walletDecider } from '../wallet.decider';

export async function appendWalletEvents(
  store: EventStore,
  ctx: CommandContext,
  streamId: string,
  version: number,
  state: WalletState,
  events: WalletEvent[],
): Promise<WalletState> {
  const nextState = events.reduce(walletDecider.evolve, state);
  if (events.length > 0) {
    await store.append(ctx.tx, [{ streamId, expectedVersion: version, events, nextState }], { command_id: ctx.commandId, actor_id: ctx.actorId });
  }
  return nextState;
}
