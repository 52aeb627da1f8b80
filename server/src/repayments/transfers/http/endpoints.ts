// The transfers' endpoints and the answer shapes they publish, for the OpenAPI document.
import { TRANSFER_ELIGIBILITY, TRANSFER_LISTING } from './transfer-answers.schema';
import { LIST_TRANSFER_LISTINGS, OPEN_TRANSFER_LISTING, WITHDRAW_TRANSFER_LISTING } from './transfer-listings.schema';
import { PURCHASE_TRANSFER_LISTING } from './transfer-purchases.schema';

export const TRANSFER_ENDPOINTS = [OPEN_TRANSFER_LISTING, LIST_TRANSFER_LISTINGS, WITHDRAW_TRANSFER_LISTING, PURCHASE_TRANSFER_LISTING];

export const TRANSFER_SCHEMAS = { TransferListing: TRANSFER_LISTING, TransferEligibility: TRANSFER_ELIGIBILITY };
