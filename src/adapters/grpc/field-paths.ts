/** `medicalInfo.vaccinated` (the core's field path) as `medical_info.vaccinated` (the proto's). */
export function snakeCasePath(coreField: string): string {
  return coreField
    .split('.')
    .map((segment) => segment.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
    .join('.');
}

/** Field errors of a resource sent in a request field (`pet`) name that field first: `pet.name`. */
export function inField(prefix: string): (coreField: string) => string {
  return (coreField) => (coreField === '' ? prefix : `${prefix}.${snakeCasePath(coreField)}`);
}
