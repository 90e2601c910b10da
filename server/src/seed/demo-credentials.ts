/** The demo company's administrator, shown in the README. Only seeded when no staff exists. */
export const demoAdmin = {
  email: 'admin@aqar.demo',
  password: 'aqar-demo-2026',
  name: 'Demo Administrator',
} as const;

/**
 * One demo staff member per built-in role besides the administrator (permissions.ts), with the
 * demo password; the leasing agent and the maintenance supervisor work on Al Reem Tower only.
 * Listed in the README.
 */
export const demoRoleUsers = [
  { email: 'accountant@aqar.demo', name: 'Demo Accountant', role: 2, buildings: [] },
  { email: 'agent@aqar.demo', name: 'Demo Leasing Agent', role: 3, buildings: ['Al Reem Tower'] },
  { email: 'cashier@aqar.demo', name: 'Demo Cashier', role: 4, buildings: [] },
  {
    email: 'maintenance@aqar.demo',
    name: 'Demo Maintenance Supervisor',
    role: 5,
    buildings: ['Al Reem Tower'],
  },
  { email: 'auditor@aqar.demo', name: 'Demo Auditor', role: 6, buildings: [] },
] as const;
