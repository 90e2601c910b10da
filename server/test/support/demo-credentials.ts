/**
 * The demo company's administrator. The demo seed creates this account, tests sign in with it and
 * the README tells people to use it: change the values here and nowhere else.
 */
export const DEMO_ADMIN = { email: 'admin@aqar.demo', password: 'aqar-demo-2026' } as const;
