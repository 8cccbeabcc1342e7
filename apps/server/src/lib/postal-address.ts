/**
 * A ship-to's or a payer's address as the spec's orders carry it (spec 2 §3 shipping and billing addresses):
 * the wire names, with the SAP id as `sap_id`.
 */
export function postalAddressOf<Text extends string | null>(party: {
  id: string;
  name: string;
  street: Text;
  city: Text;
  postalCode: Text;
  province: string | null;
  country: string;
}) {
  return {
    name: party.name,
    street: party.street,
    city: party.city,
    postalcode: party.postalCode,
    province: party.province,
    country: party.country,
    sap_id: party.id,
  };
}
