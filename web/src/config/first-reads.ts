// The sizes of the first reads a visitor's landing screens make, in one place: the web app's
// screens read them from here, and so does the server (server/src/app/first-answers.ts), which
// answers those reads into the landing page by the exact URLs the screens will ask. Plain
// constants only: this file is compiled into both.

/** The product list's page size (product-list-page.tsx). */
export const PRODUCT_LIST_PAGE_SIZE = 12;
/** The amount a product page previews its payouts for until the visitor types one (product-detail-page.tsx). */
export const PRODUCT_PREVIEW_WON = 1_000_000;
/** The home page's newest notices and products still raising funds (home-page.tsx). */
export const HOME_NOTICES_SIZE = 5;
export const HOME_FUNDING_PRODUCTS_SIZE = 3;
