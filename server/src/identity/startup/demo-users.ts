// The demo accounts seeded on an empty database in demo mode (their logins are printed at start).
export const DEMO_OPERATOR_EMAIL = 'operator@ondari.kr';
export const DEMO_OPERATOR_PASSWORD = 'ondari-operator-2026';
export const DEMO_INVESTOR_EMAIL = 'investor@ondari.kr';
export const DEMO_INVESTOR_PASSWORD = 'ondari-investor-2026';
export const DEMO_INVESTOR_NAME = '김투자';
