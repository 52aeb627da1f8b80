// What the web sends to the transfer market (docs/api.md "Transfers (원리금수취권 양도)"): a listing
// and a purchase. The endpoints read them (transfer-listings and transfer-purchases .schema.ts) and
// the web types its requests from them; builders only (no Nest).
import { flag, requestBody, text, Type, uuid, won, type Static } from '../../../shared/http/schema/fields';

export const LISTING_BODY = requestBody({
  investment_id: uuid(),
  price: won(undefined, { min: 1 }),
  // The seller confirms too (시행령 29조): checked by the handler after the input checks.
  acknowledged: Type.Optional(flag('`true`: the seller confirmed the sale (시행령 29조); anything else: 400 `confirmation_required`, after the input checks.')),
});
export type ListingRequest = Static<typeof LISTING_BODY>;

export const PURCHASE_BODY = requestBody({
  listing_id: uuid(),
  // Any text: a made-up ticket fails the ticket check (invalid_token), not the input check.
  ticket: text({ description: 'From POST /invest_tickets; single use.', max: 100, trim: false }),
  acknowledged: Type.Optional(flag('`true`: the buyer confirmed the disclosure (시행령 29조); anything else: 400 `confirmation_required`.')),
});
export type PurchaseRequest = Static<typeof PURCHASE_BODY>;
