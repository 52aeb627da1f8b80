/** Fixed product facts the screens share; behaviour numbers come from docs/design.md "Web app". */
export const BRAND_NAME = '온다리펀딩';
/** The tagline in the phrases a line may break between (never inside one: "1만 / 원부터" read as two words). */
export const BRAND_TAGLINE_PHRASES = ['검증된 대출 상품에', '1만 원부터 분산 투자'] as const;

/** Viewport width (px) at or below which the layouts switch to the mobile drawer. */
export const MOBILE_MAX_WIDTH_PX = 576;
/** Viewport width (px) at or below which toasts move to the bottom centre. */
export const TOAST_BOTTOM_MAX_WIDTH_PX = 768;

export const TOAST_DEFAULT_DURATION_MS = 4000;
export const TOAST_ERROR_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_MAX_KEPT = 20;

/** Delay before reloading after a screen chunk failed to load. */
export const CHUNK_RELOAD_DELAY_MS = 1000;
/** A second chunk failure within this window shows a manual button instead of reloading again. */
export const CHUNK_RELOAD_GUARD_MS = 15_000;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** 202 command polling: bounded so a stuck command never spins forever. */
export const COMMAND_POLL_INTERVAL_MS = 500;
export const COMMAND_POLL_MAX_ATTEMPTS = 40;

export const LOGIN_COOKIE = 'logined_user';
export const CSRF_COOKIE = 'csrf_token';

export const MIN_INVEST_AMOUNT_WON = 10_000;
export const INVEST_UNIT_WON = 10_000;

export const CUSTOMER_CENTER_PHONE = '1588-0000';

/** Tables turn into stacked cards at or below this width: seven columns do not fit a phone or a small tablet held upright. */
export const TABLE_CARDS_MAX_WIDTH_PX = 720;

/** The return calculator asks the server once typing pauses this long. */
export const CALCULATOR_DEBOUNCE_MS = 400;
/** The largest amount the server previews (GET /products/{id}?amount=). */
export const MAX_PREVIEW_AMOUNT_WON = 10_000_000_000;
