import { describe, expect, it } from 'vitest';
import { profileCompanyIds } from './profile';

describe('profileCompanyIds: the companies My Profile shows (spec 3 §2 company details, §6)', () => {
  it.each([
    ['no grants', [], []],
    [
      'one company over several ship-tos, listed once',
      [
        { companyId: '0001000001', permissions: ['Catalogue', 'My Profile'] },
        { companyId: '0001000001', permissions: ['My Profile'] },
      ],
      ['0001000001'],
    ],
    [
      'a company reached only through ship-tos without My Profile is left out',
      [
        { companyId: '0001000001', permissions: ['My Profile'] },
        { companyId: '0001000002', permissions: ['Catalogue', 'Reporting'] },
      ],
      ['0001000001'],
    ],
    [
      'two companies, in the order of the grants; blanks around the name are ignored',
      [
        { companyId: '0001000002', permissions: [' My Profile '] },
        { companyId: '0001000001', permissions: ['My Profile'] },
      ],
      ['0001000002', '0001000001'],
    ],
  ])('%s', (_case, grants, expected) => {
    expect(profileCompanyIds(grants)).toEqual(expected);
  });
});
