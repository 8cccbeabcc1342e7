/** Texts of customer service's pages and the acting banner (DESIGN §6). */
const en = {
  actAs: {
    title: 'Act as a customer',
    text: 'Find a customer user by e-mail, name or company. While you act as them you see the portal as they do, and everything you change is recorded with your name.',
    search: 'E-mail, name or company',
    searchPlaceholder: 'e.g. rossi or bar@example.com',
    hint: 'Type at least 2 characters.',
    results: 'Customer users',
    none: 'No customer user matches “{{term}}”.',
    more: 'Only the first 20 are shown: type more to narrow the search.',
    company: 'Company',
    noCompany: 'No company',
    act: 'Act as {{name}}',
    actShort: 'Act as',
    invite: 'Send the invitation again',
    inviteShort: 'Send invitation',
    cannotSignIn: 'This user cannot sign in ({{status}}).',
    failed: 'The search failed. Try again.',
  },
  banner: {
    label: 'Acting as a customer user',
    text: 'Acting as {{name}} (customer service)',
    stop: 'Stop',
  },
  statuses: {
    Active: 'Active',
    Invited: 'Invited',
    Inactive: 'Inactive',
    Suspended: 'Suspended',
    Exited: 'Exited',
    'Move Out': 'Moved out',
  },
};

export default en;
