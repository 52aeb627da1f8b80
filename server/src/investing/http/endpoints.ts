// Investing's endpoints and the answer shapes it publishes, for the OpenAPI document.
import { INVEST_LIMIT_POLICY } from '../limits/http/limit-policy-answers.schema';
import { ADMIN_GET_LIMIT_POLICY, ADMIN_SET_LIMIT_POLICY } from '../limits/http/admin-limit-policy.schema';
import { CLEAR_BASKET, DELETE_BASKET_ITEM, GET_BASKET, PUT_BASKET_ITEM } from './basket.schema';
import { BASKET, INVESTMENT_DOCUMENT, INVESTMENT_DOCUMENT_LIST_ITEM } from './investing-answers.schema';
import { GET_INVESTMENT_DOCUMENT, LIST_INVESTMENT_DOCUMENTS } from './investment-documents.schema';
import { CANCEL_INVESTMENT, GET_INVEST_LIMITS, INVEST, ISSUE_INVEST_TICKET, LIST_INVESTMENTS } from './investments.schema';

export const INVESTING_ENDPOINTS = [
  GET_BASKET, CLEAR_BASKET, PUT_BASKET_ITEM, DELETE_BASKET_ITEM, ISSUE_INVEST_TICKET, INVEST, LIST_INVESTMENTS, CANCEL_INVESTMENT,
  LIST_INVESTMENT_DOCUMENTS, GET_INVESTMENT_DOCUMENT, ADMIN_GET_LIMIT_POLICY, ADMIN_SET_LIMIT_POLICY, GET_INVEST_LIMITS,
];

export const INVESTING_SCHEMAS = {
  InvestLimitPolicy: INVEST_LIMIT_POLICY, Basket: BASKET, InvestmentDocumentListItem: INVESTMENT_DOCUMENT_LIST_ITEM, InvestmentDocument: INVESTMENT_DOCUMENT,
};
