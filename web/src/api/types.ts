// The shapes of docs/api.md that more than one feature reads (users, products, wallet, basket,
// investments, ledger lines). Each is the server's endpoint schema's type (`Static<typeof …>`, the
// same schemas that validate the input and document the API), imported type-only: Vite bundles
// none of the server. A feature's own shapes stay in its api/ folder.
import type { InvestorTypeApplication, User } from '@server/identity/http/identity-answers.schema';
import type { Product, ProductDetail } from '@server/products/http/product-answers.schema';
import type { WalletTransaction } from '@server/wallet/http/wallet-answers.schema';

export type { Product, ProductDetail, ProductDisclosureView as ProductDisclosure, PayoutEstimate as SchedulePreviewRow } from '@server/products/http/product-answers.schema';
export type ProductType = Product['type'];
/** The last three: a loan gone bad (docs/api.md "Loans that go bad"): 기한이익상실, 상각, 채권 매각. */
export type ProductStatus = Product['status'];
export type RepaymentMethod = Product['repayment_method'];
/** Expected payouts of `amount`, with their totals and yearly returns (the return calculator). */
export type SchedulePreview = ProductDetail['schedule_preview'];
export type PreviewTotals = SchedulePreview['totals'];

// The wallet's answers (server/src/wallet/http).
export type { Vaccount, WithdrawAccount, WalletView as Wallet, WalletTransaction, WalletTransactionPage as TransactionsPage } from '@server/wallet/http/wallet-answers.schema';
export type TransactionType = WalletTransaction['type'];

// The basket and placed investments (server/src/investing/http), and what an investment request sends.
export type { Basket, BasketItem, PlacedInvestments } from '@server/investing/http/investing-answers.schema';
/** `disclosure_version`: the product's `disclosure.version` the investor read; a changed disclosure is refused (confirmation_required). */
export type { InvestmentItem } from '@server/investing/http/investing-requests.schema';

/** The `user` of docs/api.md, as GET/PATCH /me and the identity endpoints answer it (server/src/identity/http). */
export type { User };
export type InvestorType = User['investor_type'];
/** The types an investor can apply for (everyone starts general; a corporation is corporate from sign-up on). */
export type RequestableType = Exclude<InvestorType, 'general' | 'corporate'>;
/** A corporate account's company (`user.corporate`); operators also see its beneficial owner (실제소유자). */
export type Corporate = NonNullable<User['corporate']>;

// Investor type applications: the operators' view carries who applied; the investor's own leaves those fields unread.
export type { InvestorTypeApplication };
export type InvestorTypeRequestStatus = InvestorTypeApplication['status'];
/** An application as the investor's GET/POST /me/investor_type_requests answer it. */
export type InvestorTypeRequest = Omit<InvestorTypeApplication, 'user_id' | 'user_name' | 'email'>;
