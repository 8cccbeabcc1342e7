/** The Contracts page (spec 3 §2 contracts /contracts, permission Contracts; issue 14 item 3; decision 0034). */
export const contractsPages = { contracts: () => import('./pages/ContractsPage') };
