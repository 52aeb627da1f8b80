// The sandbox bank's side of a deposit: it makes up a transaction id, signs the notification with
// the webhook secret and POSTs it to this server's own /api/bank/notifications over real HTTP, so
// the path a real bank's notification takes is the path every sandbox deposit takes.
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BusinessClock } from '../../shared/business-clock';
import { DomainError } from '../../shared/errors/domain-error';
import { SandboxBankControls } from './sandbox-bank-controls';
import { signBody } from './webhook-signature';

const NOTIFY_TIMEOUT_MS = 15_000;

export function sandboxTid(at: Date): string {
  return `SBX${at.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

@Injectable()
export class SandboxDepositSender {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly controls: SandboxBankControls,
    private readonly clock: BusinessClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The server's own listening address (the sandbox bank calls it like any outside caller). */
  private ownUrl(): string {
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address?.();
    const port = address && typeof address === 'object' ? address.port : this.config.port;
    return `http://127.0.0.1:${port}`;
  }

  async send(input: { accountNumber: string; amountWon: number; depositorName: string }): Promise<string> {
    // Closed or failing as any call of the sandbox bank is.
    await this.controls.gate();
    const at = this.clock.now();
    const tid = sandboxTid(at);
    const body = JSON.stringify({ tid, type: 'deposit', account_number: input.accountNumber, amount: input.amountWon, depositor_name: input.depositorName, at: at.toISOString() });
    const response = await fetch(`${this.ownUrl()}/api/bank/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bank-signature': signBody(body, this.config.bankWebhookSecret) },
      body,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    if (response.status !== 200) throw new DomainError('seyfert_error');
    return tid;
  }
}
