// A password's size bounds, apart from the rules (password-rules.ts) so that the request schemas
// the web reads as types (identity/passwords/password-fields.ts) do not bring the estimator along.
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
