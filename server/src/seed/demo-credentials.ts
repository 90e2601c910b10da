/** The demo company's administrator, shown in the README. Only seeded when no staff exists. */
export const demoAdmin = {
  email: 'admin@aqar.demo',
  password: 'aqar-demo-2026',
  name: 'Demo Administrator',
} as const;
