/** The pet reads the benches send to the GraphQL and SOAP doors, written once. */

/** Every field of a Pet, as the GraphQL benches ask for it. */
export const PET_FIELDS = `id tenantId name species breed ageMonths size color gender goodWithKids price currency
  description status photos createdAt updatedAt medicalInfo { vaccinated healthNotes }`;

export const SOAP_GET_PET_ACTION = 'urn:petstore:soap:v1/GetPet';

/** A SOAP `GetPet` envelope of either version. */
export function getPetEnvelope(version: '1.1' | '1.2', petId: string): string {
  const ns =
    version === '1.1'
      ? 'http://schemas.xmlsoap.org/soap/envelope/'
      : 'http://www.w3.org/2003/05/soap-envelope';
  return (
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${ns}"><s:Body>` +
    `<GetPet xmlns="urn:petstore:soap:v1"><id>${petId}</id></GetPet></s:Body></s:Envelope>`
  );
}

/** The HTTP headers of a SOAP 1.1 `GetPet`. */
export const SOAP_11_HEADERS = {
  'content-type': 'text/xml; charset=utf-8',
  soapaction: `"${SOAP_GET_PET_ACTION}"`,
};
