import {
  CUSTOMER_SERVICE_LINKS,
  portalLinksResponseSchema,
  PROFILE_ERRORS,
  profileErrors,
  soldToResponseSchema,
  userInfoSchema,
} from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { userIdOf } from '../../test/identity-fixtures';

/** The demo data My Profile relies on: a user with a profile error, and each market's customer service. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo data of My Profile', () => {
  it("nocountry@: an Owner of Osteria del Ponte without a country, flagged 'Country is not fill' (spec 1 §4.1 step 6)", async () => {
    const headers = await signIn(t, 'nocountry@example.com');
    const id = await userIdOf(t.db, 'nocountry@example.com');
    const info = userInfoSchema.parse(
      (await t.request({ url: `/api/identity/v1/users/GetUserInfoById/${id}`, headers })).json(),
    );
    expect(info.country).toBeNull();
    expect(profileErrors(info)).toEqual([PROFILE_ERRORS.country]);
    expect(info.permissionSchema).toHaveLength(3);
    expect(info.permissionSchema.map((entry) => entry.shipToId)).toContain(info.defaultShipToId);
    expect(info.allAvailablePermission).toContain('My Profile');

    const company = soldToResponseSchema.parse(
      (await t.request({ url: `/api/general/v1/soldtos/${info.companyId}`, headers })).json(),
    );
    expect(company.name).toBe('Osteria del Ponte S.n.c.');
    expect(company.shipTos).toHaveLength(3);
  });

  it.each([
    ['IT', 'servizio.clienti@spina-bevande.example', 'tel:+39800123456', 'Monday to Friday, 8:00–17:00'],
    ['CZ', 'zakaznicky.servis@spina-bevande.example', 'tel:+420800123456', 'Monday to Friday, 8:00–16:00'],
  ])(
    'the customer service of the %s market is configured as links of its own type (spec 3 §5, §9)',
    async (market, email, phone, hours) => {
      const response = await t.request({
        url: '/api/content/v1/portalExtLinks?lang=en',
        headers: { market },
      });
      const links = portalLinksResponseSchema
        .parse(response.json())
        .results.filter((link) => link.type === CUSTOMER_SERVICE_LINKS.type);
      expect(Object.fromEntries(links.map((link) => [link.name, [link.label, link.url]]))).toEqual({
        [CUSTOMER_SERVICE_LINKS.email]: [email, `mailto:${email}`],
        [CUSTOMER_SERVICE_LINKS.phone]: [expect.any(String), phone],
        [CUSTOMER_SERVICE_LINKS.hours]: [hours, ''],
      });
    },
  );
});
